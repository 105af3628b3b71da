import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Flex, Popconfirm, Segmented, Typography } from 'antd';
import { useState } from 'react';
import { useChangePantryItem, useRemovePantryItem, type PantryItem, type PantryKind } from '../../api/pantry';
import { toast } from '../../toast/toast-store';
import { PantryAmountEditor } from './PantryAmountEditor';
import { PantryHistory } from './PantryHistory';
import { pantryProblem } from './pantry-errors';
import { amountText, editableAmount } from './pantry-format';

const KIND_OPTIONS: { label: string; value: PantryKind }[] = [
  { label: 'Always at home', value: 'staple' },
  { label: 'An amount', value: 'stock' },
];

/**
 * One food at home: its name, "Always at home" or how much (and where that came from), and its controls —
 * staple or amount, change the amount, remove. A staple made an amount asks how much first (a stock needs one).
 *
 * Removing asks first rather than offering Undo: the server deletes the item with its history, and there is no
 * way to bring that back — an Undo could only add the food again, not say where its amount came from.
 */
export function PantryItemRow({ item }: { item: PantryItem }) {
  const change = useChangePantryItem();
  const remove = useRemovePantryItem();
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);

  const saveAmount = async ({ quantity, unit }: { quantity: number; unit: string }): Promise<string | null> => {
    try {
      await change(item.id, { kind: 'stock', quantity, unit });
      setEditing(false);
      return null;
    } catch (error) {
      return pantryProblem(error);
    }
  };

  const chooseKind = async (kind: PantryKind) => {
    if (kind === item.kind && !editing) return;
    if (kind === 'stock') {
      setEditing(true);
      return;
    }
    setEditing(false);
    if (item.kind === 'staple') return;
    setBusy(true);
    try {
      await change(item.id, { kind: 'staple' });
    } catch (error) {
      const problem = pantryProblem(error);
      if (problem) toast({ title: 'Error', description: problem, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const removeItem = async () => {
    try {
      await remove(item.id);
      toast({ title: 'Removed', description: `${item.name} is no longer in your pantry.` });
    } catch (error) {
      const problem = pantryProblem(error);
      if (problem) toast({ title: 'Error', description: problem, variant: 'destructive' });
    }
  };

  return (
    <Flex
      vertical
      gap={4}
      className="fc-pantry-item"
      data-testid="pantry-item"
      data-kind={item.kind}
      role="listitem"
      aria-label={item.name}
    >
      <Flex justify="space-between" align="flex-start" gap={8} wrap>
        <Flex vertical style={{ minWidth: 0, flex: '1 1 200px' }}>
          <Typography.Text strong data-testid="pantry-item-name">
            {item.name}
          </Typography.Text>
          <Flex align="center" gap={2}>
            <Typography.Text data-testid="pantry-item-amount">{amountText(item)}</Typography.Text>
            {item.kind === 'stock' && !editing && (
              <Button
                size="small"
                type="text"
                icon={<EditOutlined style={{ fontSize: 12 }} />}
                aria-label={`Change amount of ${item.name}`}
                onClick={() => setEditing(true)}
              />
            )}
          </Flex>
        </Flex>
        <Flex align="center" gap={4}>
          <Segmented<PantryKind>
            size="small"
            options={KIND_OPTIONS}
            value={editing ? 'stock' : item.kind}
            onChange={(kind) => void chooseKind(kind)}
            disabled={busy}
            aria-label={`Staple or amount: ${item.name}`}
          />
          <Popconfirm
            title={`Remove ${item.name} from your pantry?`}
            description="Its amount and where it came from go with it; your next grocery list buys it again."
            okText="Remove"
            okButtonProps={{ danger: true }}
            cancelText="Keep"
            onConfirm={() => removeItem()}
          >
            <Button size="small" type="text" icon={<DeleteOutlined />} aria-label={`Remove ${item.name}`} />
          </Popconfirm>
        </Flex>
      </Flex>
      {editing && (
        <PantryAmountEditor name={item.name} initial={editableAmount(item)} onSave={saveAmount} onCancel={() => setEditing(false)} />
      )}
      <PantryHistory name={item.name} history={item.history} />
    </Flex>
  );
}
