import { CheckOutlined, CloseOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, InputNumber, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { isUnauthorizedError } from '../../api/fetcher';
import { usePriceBook, usePriceBookWrites, type PriceBookEntry } from '../../api/price-book';
import { handleUnauthorized } from '../../auth/unauthorized';
import { toast } from '../../toast/toast-store';

/** The most a price may be (the server's bound, $1000.00). */
const MAX_PAID = 1000;

function failed(error: unknown): void {
  if (isUnauthorizedError(error)) handleUnauthorized();
  else toast({ title: 'Error', description: 'Could not save the price. Please try again.', variant: 'destructive' });
}

/** One price paid: the food, the store and package, the price; change it in place or forget it. */
function EntryRow({ entry }: { entry: PriceBookEntry }) {
  const { change, forget } = usePriceBookWrites();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState<number | null>(Number(entry.price));
  const [busy, setBusy] = useState(false);
  const valid = value !== null && value > 0 && value <= MAX_PAID;

  const save = async () => {
    if (!valid) return;
    setBusy(true);
    try {
      await change(entry.id, (Math.round(value * 100) / 100).toFixed(2));
      setEditing(false);
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    setBusy(true);
    try {
      await forget(entry.id);
    } catch (error) {
      failed(error);
      setBusy(false);
    }
  };

  return (
    <Flex justify="space-between" align="center" gap={8} wrap data-testid="price-book-entry" className="fc-price-book-entry">
      <Flex vertical style={{ minWidth: 0 }}>
        <Typography.Text strong>{entry.food}</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {entry.packageLabel} at {entry.storeName}
        </Typography.Text>
      </Flex>
      {editing ? (
        <Flex align="center" gap={4}>
          <InputNumber
            size="small"
            autoFocus
            prefix="$"
            min={0.01}
            max={MAX_PAID}
            precision={2}
            value={value}
            onChange={(next) => setValue(typeof next === 'number' ? next : null)}
            onPressEnter={() => void save()}
            onKeyDown={(e) => {
              if (e.key === 'Escape') setEditing(false);
            }}
            aria-label={`Price paid for ${entry.food}`}
            style={{ width: 120 }}
            disabled={busy}
          />
          <Button
            size="small"
            type="text"
            icon={<CheckOutlined />}
            aria-label="Save price"
            loading={busy}
            disabled={!valid}
            onClick={() => void save()}
          />
          <Button size="small" type="text" icon={<CloseOutlined />} aria-label="Cancel" onClick={() => setEditing(false)} disabled={busy} />
        </Flex>
      ) : (
        <Flex align="center" gap={2}>
          <Typography.Text strong data-testid="price-book-price">
            ${entry.price}
          </Typography.Text>
          <Button
            size="small"
            type="text"
            icon={<EditOutlined />}
            aria-label={`Change the price of ${entry.food}`}
            onClick={() => {
              setValue(Number(entry.price));
              setEditing(true);
            }}
          />
          <Button
            size="small"
            type="text"
            icon={<DeleteOutlined />}
            aria-label={`Forget the price of ${entry.food}`}
            loading={busy}
            onClick={() => void remove()}
          />
        </Flex>
      )}
    </Flex>
  );
}

/**
 * "Your prices": what the signed-in person paid, per store and food, as their later lists and plans use it.
 * Prices come from "What did you pay?" on a grocery line.
 */
export function YourPriceBook({ signedIn }: { signedIn: boolean }) {
  const book = usePriceBook(signedIn);
  if (!signedIn) return null;
  return (
    <Card title="Your prices" data-testid="price-book" style={{ marginBottom: 24 }}>
      <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
        What you paid, from &quot;What did you pay?&quot; on a grocery line. Your next lists and plans at that store use it (&quot;your
        price&quot;), and the planner keeps to your budget with it. Another size of the same food costs the same per pound.
      </Typography.Paragraph>
      {book.isLoading ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : book.data?.entries.length ? (
        <Flex vertical gap={10}>
          {book.data.entries.map((entry) => (
            <EntryRow key={entry.id} entry={entry} />
          ))}
        </Flex>
      ) : (
        <Empty description="No prices yet: type what you paid on a grocery line." />
      )}
    </Card>
  );
}
