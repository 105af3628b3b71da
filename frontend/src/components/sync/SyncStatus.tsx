import { CheckCircleOutlined, CloudSyncOutlined, DisconnectOutlined, ExclamationCircleOutlined } from '@ant-design/icons';
import { Button, Flex, theme } from 'antd';
import { useEffect, useState, useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';
import type { QueuedOperation } from '../../offline/list-operations';
import { operationSync, type OperationSync } from '../../offline/operation-sync';

/** How long "All changes saved" stays after the last waiting change was saved. */
export const SAVED_SHOWN_MS = 4_000;

export const changesWaiting = (count: number) => `${count} ${count === 1 ? 'change' : 'changes'} waiting`;

/** What a refused change was, as the person made it. */
export function describeChange(op: QueuedOperation): string {
  switch (op.field) {
    case 'add':
      return `Adding ${op.value.name}`;
    case 'isChecked':
      return op.value ? 'Ticking a line' : 'Unticking a line';
    case 'quantity':
      return `Changing a quantity to ${op.value}`;
    case 'brand':
      return `Choosing ${op.value.brand}`;
    case 'paidPrice':
      return `A price paid of $${op.value}`;
    case 'removed':
      return op.value ? 'Taking a line off' : 'Putting a line back';
  }
}

function Pill({ icon, children, tone }: { icon: ReactNode; children: ReactNode; tone: string }) {
  return (
    <Flex align="center" gap={8} style={{ color: tone }}>
      {icon}
      <span>{children}</span>
    </Flex>
  );
}

/**
 * Whether the list changes made on this device are saved (issue #21): "Offline — 3 changes waiting" while they
 * wait, "All changes saved" for a few seconds once they are, and each change the server refused with its reason
 * and a Dismiss. Shown over every signed-in screen, small, at the bottom left (clear of the assistant's button);
 * nothing when there is nothing to say.
 */
export function SyncStatus({ sync = operationSync }: { sync?: OperationSync }) {
  const { token } = theme.useToken();
  const { waiting, refused, offline, savedAt } = useSyncExternalStore(sync.subscribe, sync.getSnapshot);
  // the save whose "All changes saved" has been shown long enough
  const [shownSavedAt, setShownSavedAt] = useState<number | null>(null);
  const justSaved = savedAt !== null && waiting === 0 && shownSavedAt !== savedAt;

  useEffect(() => {
    if (savedAt === null) return;
    const timer = setTimeout(() => setShownSavedAt(savedAt), SAVED_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [savedAt]);

  let state: ReactNode = null;
  if (offline) {
    state = (
      <Pill icon={<DisconnectOutlined />} tone={token.colorWarningText}>
        {waiting > 0 ? `Offline — ${changesWaiting(waiting)}` : 'Offline'}
      </Pill>
    );
  } else if (waiting > 0) {
    state = (
      <Pill icon={<CloudSyncOutlined spin />} tone={token.colorTextSecondary}>
        {`Saving — ${changesWaiting(waiting)}`}
      </Pill>
    );
  } else if (justSaved) {
    state = (
      <Pill icon={<CheckCircleOutlined />} tone={token.colorSuccessText}>
        All changes saved
      </Pill>
    );
  }
  if (!state && refused.length === 0) return null;

  const box: CSSProperties = {
    position: 'fixed',
    left: 16,
    bottom: 24,
    zIndex: 1000,
    maxWidth: 'min(420px, calc(100vw - 112px))', // clear of the assistant's 56 px button at the right
    padding: '8px 12px',
    borderRadius: token.borderRadiusLG,
    background: token.colorBgElevated,
    boxShadow: token.boxShadowSecondary,
    fontSize: token.fontSizeSM,
  };
  return (
    <div style={box} data-testid="sync-status">
      <div role="status" aria-live="polite">
        {state}
      </div>
      {refused.map(({ op, reason }) => (
        <Flex key={op.opId} role="alert" align="flex-start" gap={8} style={{ marginTop: state ? 8 : 0, color: token.colorErrorText }}>
          <ExclamationCircleOutlined style={{ marginTop: 3 }} />
          <span style={{ flex: 1, minWidth: 0 }}>
            {describeChange(op)} was not saved: {reason}
          </span>
          <Button size="small" onClick={() => void sync.dismiss(op.opId)} aria-label={`Dismiss: ${describeChange(op)} was not saved`}>
            Dismiss
          </Button>
        </Flex>
      ))}
    </div>
  );
}
