import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import type { PantryMovement } from '../../api/pantry';
import { changeDate } from './pantry-format';

/**
 * Where an amount came from: the latest change plainly ("+8 eggs bought: left after Week of Nov 22"), the
 * earlier ones (the server keeps the last five) on demand.
 */
export function PantryHistory({ name, history }: { name: string; history: readonly PantryMovement[] }) {
  const [open, setOpen] = useState(false);
  if (!history.length) return null;
  const [latest, ...earlier] = history;
  const line = (m: PantryMovement) => (
    <>
      {m.text}
      <Typography.Text type="secondary" style={{ fontSize: 11 }}>{` · ${changeDate(m.at)}`}</Typography.Text>
    </>
  );
  return (
    <Flex vertical gap={2}>
      <Flex align="center" gap={4} wrap>
        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="pantry-item-latest">
          {line(latest)}
        </Typography.Text>
        {earlier.length > 0 && (
          <Button
            type="link"
            size="small"
            style={{ fontSize: 12, paddingInline: 4, height: 'auto' }}
            aria-expanded={open}
            onClick={() => setOpen((v) => !v)}
            aria-label={`${open ? 'Hide' : 'Show'} earlier changes of ${name}`}
          >
            {open ? 'Hide earlier' : `Earlier (${earlier.length})`}
          </Button>
        )}
      </Flex>
      {open && (
        <ul className="fc-pantry-history" aria-label={`Earlier changes of ${name}`}>
          {earlier.map((m) => (
            <li key={`${m.at}-${m.text}`}>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {line(m)}
              </Typography.Text>
            </li>
          ))}
        </ul>
      )}
    </Flex>
  );
}
