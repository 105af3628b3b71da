import { Button, Checkbox, Flex, Modal, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useDecideStarter, useStarterStaples, type StarterStaple } from '../../api/pantry';
import { toast } from '../../toast/toast-store';
import { pantryProblem } from './pantry-errors';
import { groupByAisle } from './pantry-format';

/**
 * The starter set of staples — salt, oils, spices, flour… — every one ticked: keep them all, untick what is not
 * at home, or decline. `offer` is the first visit's question, answered once ("Not now" declines: an empty
 * list); `again` is the person opening it later, where Cancel changes nothing. Staples already in the
 * pantry are shown ticked and fixed.
 */
export function StarterPantryDialog({
  open,
  mode,
  inPantry,
  onClose,
}: {
  open: boolean;
  mode: 'offer' | 'again';
  inPantry: ReadonlySet<number>;
  onClose: () => void;
}) {
  const starter = useStarterStaples(open);
  const decide = useDecideStarter();
  // null: the person has not touched a box yet, so every staple is ticked
  const [ticked, setTicked] = useState<ReadonlySet<number> | null>(null);
  const [saving, setSaving] = useState<'keep' | 'decline' | null>(null);

  const staples: StarterStaple[] = starter.data?.items ?? [];
  const choosable = staples.filter((s) => !inPantry.has(s.ingredientId));
  const chosen = ticked ?? new Set(choosable.map((s) => s.ingredientId));
  const keeping = choosable.filter((s) => chosen.has(s.ingredientId));

  const close = () => {
    setTicked(null);
    onClose();
  };
  const toggle = (id: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    setTicked(next);
  };
  const send = async (ids: number[], which: 'keep' | 'decline') => {
    setSaving(which);
    try {
      await decide(ids);
      if (ids.length)
        toast({
          title: 'Your pantry',
          description: `${ids.length} staple${ids.length === 1 ? '' : 's'} kept: your grocery lists won't buy ${ids.length === 1 ? 'it' : 'them'}.`,
        });
      close();
    } catch (error) {
      const problem = pantryProblem(error);
      if (problem) toast({ title: 'Error', description: problem, variant: 'destructive' });
    } finally {
      setSaving(null);
    }
  };

  const footer = (
    <Flex justify="space-between" align="center" gap={8} wrap>
      <Button
        type="link"
        size="small"
        onClick={() => setTicked(keeping.length === choosable.length ? new Set() : new Set(choosable.map((s) => s.ingredientId)))}
        disabled={!choosable.length}
        style={{ paddingInline: 0 }}
      >
        {keeping.length === choosable.length ? 'Untick all' : 'Tick all'}
      </Button>
      <Flex gap={8}>
        {mode === 'offer' ? (
          <Button onClick={() => void send([], 'decline')} loading={saving === 'decline'} disabled={saving !== null}>
            Not now
          </Button>
        ) : (
          <Button onClick={close} disabled={saving !== null}>
            Cancel
          </Button>
        )}
        <Button
          type="primary"
          onClick={() =>
            void send(
              keeping.map((s) => s.ingredientId),
              'keep',
            )
          }
          loading={saving === 'keep'}
          disabled={saving !== null || !keeping.length}
        >
          {`Keep ${keeping.length} staple${keeping.length === 1 ? '' : 's'}`}
        </Button>
      </Flex>
    </Flex>
  );

  return (
    <Modal
      open={open}
      title="Start your pantry with the basics"
      footer={footer}
      // the first visit's question is answered with its buttons, so "Not now" is a choice the person made
      closable={mode === 'again'}
      mask={{ closable: mode === 'again' }}
      keyboard={mode === 'again'}
      onCancel={close}
      width={560}
    >
      <Typography.Paragraph type="secondary">
        Most kitchens already have these. Keep the ones you have at home: your grocery lists won&apos;t buy them and your plans&apos;
        budgets won&apos;t count them. You can change any of it on this screen later.
      </Typography.Paragraph>
      {starter.isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : starter.error ? (
        <Typography.Text type="danger">The starter staples could not be loaded. Please try again.</Typography.Text>
      ) : (
        <Flex vertical gap={12} className="fc-pantry-starter" data-testid="pantry-starter">
          {groupByAisle(staples).map((group) => (
            <fieldset key={group.aisle} className="fc-pantry-starter-aisle">
              <legend>
                <Typography.Text strong>{group.aisle}</Typography.Text>
              </legend>
              <Flex wrap gap={4}>
                {group.items.map((s) => {
                  const have = inPantry.has(s.ingredientId);
                  return (
                    <Checkbox
                      key={s.ingredientId}
                      checked={have || chosen.has(s.ingredientId)}
                      disabled={have}
                      onChange={(e) => toggle(s.ingredientId, e.target.checked)}
                      style={{ minWidth: 160, marginInlineStart: 0 }}
                    >
                      {s.name}
                      {have && (
                        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                          {' '}
                          (in your pantry)
                        </Typography.Text>
                      )}
                    </Checkbox>
                  );
                })}
              </Flex>
            </fieldset>
          ))}
        </Flex>
      )}
    </Modal>
  );
}
