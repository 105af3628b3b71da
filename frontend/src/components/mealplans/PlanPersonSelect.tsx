import { Select } from 'antd';
import type { TableMember } from './table-view';

/** "View for": Everyone at the table, or one person (their portions and their day totals). */
export function PlanPersonSelect({
  members,
  value,
  onChange,
}: {
  members: readonly TableMember[];
  value: string | null;
  onChange: (memberId: string | null) => void;
}) {
  return (
    <Select<string>
      aria-label="View for"
      data-testid="plan-person-select"
      className="fc-plan-person"
      value={value ?? ''}
      onChange={(v) => onChange(v === '' ? null : v)}
      options={[{ value: '', label: 'Everyone' }, ...members.map((m) => ({ value: m.memberId, label: m.name }))]}
      popupMatchSelectWidth={false}
    />
  );
}
