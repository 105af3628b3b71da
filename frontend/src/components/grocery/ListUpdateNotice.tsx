import { LoadingOutlined } from '@ant-design/icons';
import { Alert } from 'antd';
import { useState } from 'react';
import { useDismissListUpdate, type GroceryList } from '../../api/grocery';

export const UPDATING_TEXT = 'Updating from your plan…';

/**
 * What a list says about following its plan: "Updating from your plan…" while an update runs after the plan
 * changed, then what that update changed ("Updated from your plan: + chicken thighs 1.5 lb, − paneer") until
 * the person closes it or the next update replaces it.
 */
export function ListUpdateNotice({ list }: { list: Pick<GroceryList, 'mealPlanId' | 'updating' | 'lastUpdate'> }) {
  const dismiss = useDismissListUpdate();
  const [closing, setClosing] = useState<string | null>(null);
  if (list.updating) {
    return (
      <Alert
        type="info"
        showIcon
        icon={<LoadingOutlined />}
        title={UPDATING_TEXT}
        role="status"
        data-testid="grocery-list-updating"
        style={{ marginBottom: 16 }}
      />
    );
  }
  const update = list.lastUpdate;
  if (!update || closing === update.at) return null;
  return (
    <Alert
      type="info"
      showIcon
      title={update.text}
      role="status"
      data-testid="grocery-list-last-update"
      style={{ marginBottom: 16 }}
      closable={{
        'aria-label': 'Dismiss what changed',
        onClose: () => {
          // hidden at once; the list read again after the server forgot it
          setClosing(update.at);
          void dismiss(list.mealPlanId).catch(() => setClosing(null));
        },
      }}
    />
  );
}
