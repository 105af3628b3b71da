import { CheckOutlined, CloseOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { apiLimits } from '../../api/schema';

/** The plan name, edited inline via a pencil: Enter saves, Escape or cancel discards (spec §2, §4). */
export function PlanNameEditor({ name, onSave }: { name: string; onSave: (name: string) => Promise<boolean> }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(name);
  const [saving, setSaving] = useState(false);
  const cancel = () => {
    setDraft(name);
    setEditing(false);
  };
  const save = async () => {
    const next = draft.trim();
    if (!next || next === name) {
      cancel();
      return;
    }
    setSaving(true);
    const ok = await onSave(next);
    setSaving(false);
    if (ok) setEditing(false);
  };
  if (!editing) {
    return (
      <Flex align="center" gap={4}>
        <Typography.Title level={4} style={{ margin: 0 }} data-testid="plan-name">
          {name}
        </Typography.Title>
        <Button
          type="text"
          size="small"
          icon={<EditOutlined />}
          aria-label="Edit plan name"
          onClick={() => {
            setDraft(name);
            setEditing(true);
          }}
        />
      </Flex>
    );
  }
  return (
    <Flex align="center" gap={4}>
      <Input
        aria-label="Plan name"
        value={draft}
        maxLength={apiLimits.RenameMealPlanDto.name.maxLength}
        autoFocus
        disabled={saving}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            void save();
          }
          if (e.key === 'Escape') {
            e.preventDefault();
            cancel();
          }
        }}
        style={{ maxWidth: 320 }}
      />
      <Button size="small" type="text" icon={<CheckOutlined />} aria-label="Save plan name" loading={saving} onClick={() => void save()} />
      <Button size="small" type="text" icon={<CloseOutlined />} aria-label="Cancel editing the name" onClick={cancel} />
    </Flex>
  );
}
