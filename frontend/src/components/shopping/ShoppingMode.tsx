import { BulbOutlined, CheckCircleOutlined } from '@ant-design/icons';
import { Button, Flex, Result, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { GroceryList } from '../../api/grocery';
import { formatMoney } from '../grocery/grocery-format';
import type { GroceryItemEditing } from '../grocery/useGroceryItemEditing';
import { useAskWhatIPaid } from './ask-paid-setting';
import { PaidOnTickPrompt } from './PaidOnTickPrompt';
import { ShoppingLine } from './ShoppingLine';
import { shoppingSections } from './shopping-sections';
import { useScreenWakeLock } from './useScreenWakeLock';
import './shopping.css';

/**
 * The list in the store, over the whole screen: large lines by aisle in store-walk order, a ticked line sinks to
 * "In the cart", the screen kept on where the browser allows, and (unless turned off) "What did you pay?" on each
 * tick, saved with it into the price book. Ticks go through the list's own editing (`editing`), so the list
 * behind shows the same. Done or Escape leaves.
 */
export function ShoppingMode({ list, editing, onClose }: { list: GroceryList; editing: GroceryItemEditing; onClose: () => void }) {
  const awake = useScreenWakeLock();
  const [askPaid, setAskPaid] = useAskWhatIPaid();
  const [asking, setAsking] = useState<string | null>(null);
  const items = list.items;
  const { toBuy, inCart } = shoppingSections(items, editing.isChecked);
  const leftCost = toBuy.flatMap((g) => g.items).reduce((sum, i) => sum + Math.round(editing.priceOf(i) * 100), 0) / 100;

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !e.defaultPrevented) onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  const tick = (item: (typeof items)[number], value: boolean) => {
    if (value && askPaid) setAsking(item.id);
    else editing.toggle(item, value);
  };

  return createPortal(
    <div className="fc-shopping" role="dialog" aria-modal="true" aria-label="Shopping mode" data-testid="shopping-mode">
      <header className="fc-shopping__header">
        <Flex vertical style={{ minWidth: 0, flex: 1 }}>
          <Typography.Title level={4} ellipsis style={{ margin: 0 }}>
            {list.planName}
          </Typography.Title>
          <Typography.Text type="secondary" data-testid="shopping-progress">
            {`${inCart.length} of ${items.length} in the cart · ${formatMoney(leftCost)} left`}
          </Typography.Text>
        </Flex>
        {/* focus moves into the dialog, for a keyboard or a screen reader */}
        <Button size="large" type="primary" onClick={onClose} autoFocus>
          Done
        </Button>
      </header>
      <Flex className="fc-shopping__options" justify="space-between" align="center" gap={12} wrap>
        <label className="fc-shopping__ask">
          <Switch checked={askPaid} onChange={setAskPaid} aria-label="Ask what I paid" />
          <span>Ask what I paid</span>
        </label>
        {awake && (
          <Typography.Text type="secondary" data-testid="shopping-awake">
            <BulbOutlined /> Screen stays on
          </Typography.Text>
        )}
      </Flex>
      <main className="fc-shopping__body">
        {toBuy.length === 0 && (
          <Result icon={<CheckCircleOutlined />} status="success" title="Everything is in the cart" subTitle="Happy cooking!" />
        )}
        {toBuy.map((group) => (
          <section key={group.category} className="fc-shopping__aisle" aria-label={group.category}>
            <h3 className="fc-shopping__aisle-name">{group.category}</h3>
            {group.items.map((item) =>
              asking === item.id ? (
                <PaidOnTickPrompt
                  key={item.id}
                  item={item}
                  onSave={async (paid) => {
                    setAsking(null);
                    return editing.tickPaid(item, paid);
                  }}
                  onSkip={() => {
                    setAsking(null);
                    editing.toggle(item, true);
                  }}
                  onCancel={() => setAsking(null)}
                />
              ) : (
                <ShoppingLine
                  key={item.id}
                  item={item}
                  checked={false}
                  brand={editing.brandOf(item)}
                  price={editing.priceOf(item)}
                  onToggle={(value) => tick(item, value)}
                />
              ),
            )}
          </section>
        ))}
        {inCart.length > 0 && (
          <section className="fc-shopping__cart" aria-label="In the cart" data-testid="shopping-in-cart">
            <h3 className="fc-shopping__aisle-name">{`In the cart (${inCart.length})`}</h3>
            {inCart.map((item) => (
              <ShoppingLine
                key={item.id}
                item={item}
                checked
                brand={editing.brandOf(item)}
                price={editing.priceOf(item)}
                onToggle={(value) => tick(item, value)}
              />
            ))}
          </section>
        )}
      </main>
    </div>,
    document.body,
  );
}
