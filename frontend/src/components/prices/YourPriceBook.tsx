import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { isUnauthorizedError } from '../../api/fetcher';
import { usePriceBook, usePriceBookWrites, type PriceBookEntry } from '../../api/price-book';
import { handleUnauthorized } from '../../auth/unauthorized';
import { toast } from '../../toast/toast-store';
import { PriceInput } from './PriceInput';

function failed(error: unknown): void {
  if (isUnauthorizedError(error)) handleUnauthorized();
  else toast({ title: 'Error', description: 'Could not save the price. Please try again.', variant: 'destructive' });
}

/** One price paid: the food, the store and package, the price; change it in place or forget it. */
function EntryRow({ entry }: { entry: PriceBookEntry }) {
  const { change, forget } = usePriceBookWrites();
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);

  const save = async (price: string) => {
    try {
      await change(entry.id, price);
      return true;
    } catch (error) {
      failed(error);
      return false;
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
        <PriceInput
          initial={Number(entry.price)}
          label={`Price paid for ${entry.food}`}
          saveLabel="Save price"
          onSave={save}
          onClose={() => setEditing(false)}
        />
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
            onClick={() => setEditing(true)}
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
