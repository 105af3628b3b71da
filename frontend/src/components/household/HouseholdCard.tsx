import { Button, Card, Flex, Input, InputNumber, List, Popconfirm, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../api/fetcher';
import {
  addMember,
  createInvite,
  leaveHousehold,
  removeMember,
  useHousehold,
  type HouseholdInvite,
  type HouseholdMember,
} from '../../api/household';
import { toast } from '../../toast/toast-store';
import { MemberDrawer } from './MemberDrawer';

const ROLE_TAGS: Record<HouseholdMember['role'], { label: string; color: string }> = {
  owner: { label: 'Owner', color: 'gold' },
  adult: { label: 'Adult', color: 'blue' },
  child: { label: 'Child', color: 'green' },
};

const mealsAwayText = (m: HouseholdMember) =>
  m.mealsAway.length === 0 ? 'Every meal at home' : `${21 - m.mealsAway.length} of 21 meals at home`;

/** Who the person plans and shops with: members, a child added by name, an invite link, leaving. */
export function HouseholdCard() {
  const { data: household, error, isLoading } = useHousehold();
  const [name, setName] = useState('');
  const [age, setAge] = useState<number | null>(null);
  const [invite, setInvite] = useState<HouseholdInvite | null>(null);
  const [editing, setEditing] = useState<HouseholdMember | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (problem) {
      toast({ title: 'Error', description: errorMessage(problem), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const add = () =>
    run(async () => {
      if (!name.trim() || age === null) return;
      const member = await addMember(name.trim(), age);
      toast({ title: 'Added', description: `${member.name} is in your household.` });
      setName('');
      setAge(null);
    });

  const inviteUrl = invite ? `${window.location.origin}${invite.joinPath}` : '';

  return (
    <Card title="Household" data-testid="household-card">
      {error && <Typography.Text type="danger">Your household could not be loaded: {errorMessage(error)}</Typography.Text>}
      {isLoading && <Skeleton active />}
      {household && (
        <Flex vertical gap={16}>
          <Typography.Text type="secondary">{household.name}: one plan and one list for everyone at the table.</Typography.Text>
          <List
            className="fc-touch-actions"
            dataSource={household.members}
            rowKey="id"
            renderItem={(member) => (
              <List.Item
                actions={[
                  (household.isOwner || member.isYou) && (
                    <Button key="edit" size="small" onClick={() => setEditing(member)}>
                      Edit
                    </Button>
                  ),
                  household.isOwner && !member.isYou && (
                    <Popconfirm
                      key="remove"
                      title={`Remove ${member.name}?`}
                      description={member.hasAccount ? 'They lose access to the household at once.' : undefined}
                      okText="Remove"
                      onConfirm={() => run(() => removeMember(member.id))}
                    >
                      <Button size="small" danger>
                        Remove
                      </Button>
                    </Popconfirm>
                  ),
                ].filter(Boolean)}
              >
                <List.Item.Meta
                  title={
                    <Flex gap={8} wrap align="center">
                      <span>{member.name}</span>
                      {member.isYou && <Typography.Text type="secondary">(you)</Typography.Text>}
                      <Tag color={ROLE_TAGS[member.role].color}>{ROLE_TAGS[member.role].label}</Tag>
                    </Flex>
                  }
                  description={[member.age !== null ? `${member.age} years` : null, mealsAwayText(member)].filter(Boolean).join(' · ')}
                />
              </List.Item>
            )}
          />
          {household.isOwner ? (
            <>
              <section aria-label="Add a child">
                <Typography.Title level={5} style={{ marginBottom: 8 }}>
                  Add a child
                </Typography.Title>
                <Flex gap={8} wrap className="fc-touch-actions">
                  <Input
                    aria-label="Name"
                    placeholder="Name"
                    maxLength={60}
                    value={name}
                    onChange={(e) => setName(e.target.value)}
                    style={{ maxWidth: 220 }}
                  />
                  <InputNumber<number> aria-label="Age" placeholder="Age" min={0} max={17} precision={0} value={age} onChange={setAge} />
                  <Button onClick={add} loading={busy} disabled={!name.trim() || age === null}>
                    Add
                  </Button>
                </Flex>
              </section>
              <section aria-label="Invite an adult">
                <Typography.Title level={5} style={{ marginBottom: 8 }}>
                  Invite an adult
                </Typography.Title>
                {invite ? (
                  <Flex vertical gap={4}>
                    <Flex gap={8} className="fc-touch-actions">
                      <Input readOnly aria-label="Invite link" value={inviteUrl} />
                      <Button
                        onClick={() =>
                          void navigator.clipboard
                            ?.writeText(inviteUrl)
                            .then(() => toast({ title: 'Copied', description: 'The invite link is copied.' }))
                        }
                      >
                        Copy
                      </Button>
                    </Flex>
                    <Typography.Text type="secondary">
                      One person can join with it, until{' '}
                      {new Date(invite.expiresAt).toLocaleDateString('en-US', { month: 'short', day: 'numeric' })}.
                    </Typography.Text>
                  </Flex>
                ) : (
                  <div className="fc-touch-actions">
                    <Button loading={busy} onClick={() => run(async () => setInvite(await createInvite()))}>
                      Create invite link
                    </Button>
                  </div>
                )}
              </section>
            </>
          ) : (
            <Popconfirm title="Leave this household?" okText="Leave" onConfirm={() => run(leaveHousehold)}>
              <div className="fc-touch-actions">
                <Button danger>Leave household</Button>
              </div>
            </Popconfirm>
          )}
        </Flex>
      )}
      <MemberDrawer
        key={editing?.id ?? 'none'}
        member={editing}
        canEditRules={household?.isOwner ?? false}
        onClose={() => setEditing(null)}
      />
    </Card>
  );
}
