import { CopyOutlined, DownloadOutlined, PrinterOutlined, ShoppingOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage, isUnauthorizedError } from '../../api/fetcher';
import { handleUnauthorized } from '../../auth/unauthorized';
import { orderGroceries, type OrderAnswer } from '../../api/grocery';
import { toast } from '../../toast/toast-store';
import { downloadText } from './grocery-format';

/**
 * 'Order groceries': the unchecked items go to the delivery partner, whose page opens; with no
 * partner configured the UI says so plainly and offers the list to print, copy or download.
 */
export function OrderGroceriesButton({ mealPlanId }: { mealPlanId: string }) {
  const [pending, setPending] = useState(false);
  const [answer, setAnswer] = useState<OrderAnswer | null>(null);

  const order = async () => {
    setPending(true);
    try {
      const result = await orderGroceries(mealPlanId);
      setAnswer(result);
      if (result.mode === 'partner') window.open(result.url, '_blank', 'noopener');
    } catch (error) {
      if (isUnauthorizedError(error)) handleUnauthorized();
      else toast({ title: 'Could not order groceries', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  const print = (text: string) => {
    const w = window.open('', '_blank', 'noopener,width=600,height=800');
    if (!w) return;
    const pre = w.document.createElement('pre');
    pre.textContent = text;
    w.document.body.appendChild(pre);
    w.print();
  };

  return (
    <>
      <Button icon={<ShoppingOutlined />} onClick={order} loading={pending}>
        Order groceries
      </Button>
      <Modal
        open={answer !== null}
        title={answer?.mode === 'partner' ? `Your list is ready on ${answer.partnerName}` : 'Order groceries'}
        onCancel={() => setAnswer(null)}
        footer={<Button onClick={() => setAnswer(null)}>Close</Button>}
        width={640}
      >
        {answer?.mode === 'partner' && (
          <Typography.Paragraph>
            {answer.itemCount} unchecked item{answer.itemCount === 1 ? '' : 's'} were sent.{' '}
            <Typography.Link href={answer.url} target="_blank" rel="noopener noreferrer">
              Open the shopping list on {answer.partnerName}
            </Typography.Link>
          </Typography.Paragraph>
        )}
        {answer?.mode === 'offline' && (
          <Flex vertical gap={12}>
            <Alert type="info" showIcon title={answer.message} data-testid="order-offline-message" />
            <div className="fc-order-text" data-testid="order-text">
              {answer.text}
            </div>
            <Flex gap={8} wrap>
              <Button
                icon={<CopyOutlined />}
                onClick={() => void navigator.clipboard?.writeText(answer.text).then(() => toast({ title: 'Copied' }))}
              >
                Copy
              </Button>
              <Button icon={<DownloadOutlined />} onClick={() => downloadText(answer.text, 'shopping-list.txt')}>
                Download
              </Button>
              <Button icon={<PrinterOutlined />} onClick={() => print(answer.text)}>
                Print
              </Button>
            </Flex>
          </Flex>
        )}
      </Modal>
    </>
  );
}
