import { DownOutlined } from '@ant-design/icons';
import { Button, Flex, Popover, Typography } from 'antd';
import { useState } from 'react';
import type { BrandOption } from '../../api/grocery';
import { formatMoney } from './grocery-format';

/** The brand popover of a grocery item: the options with price and description; choosing one closes it. */
export function BrandPicker({
  itemName,
  brand,
  options,
  onChoose,
}: {
  itemName: string;
  brand: string | null;
  options: readonly BrandOption[];
  onChoose: (option: BrandOption) => void;
}) {
  const [open, setOpen] = useState(false);
  const content = (
    <Flex vertical gap={4} style={{ minWidth: 240 }} role="list" aria-label={`Brands for ${itemName}`}>
      {options.map((option) => (
        <Button
          key={`${option.brand}-${option.price}`}
          type={option.brand === brand ? 'primary' : 'text'}
          ghost={option.brand === brand}
          role="listitem"
          className="fc-brand-option"
          aria-label={`${option.brand} ${option.price === null ? 'no estimate' : formatMoney(Number(option.price))}`}
          onClick={() => {
            setOpen(false);
            onChoose(option);
          }}
          style={{ height: 'auto', textAlign: 'left', justifyContent: 'flex-start', padding: '4px 8px' }}
        >
          <Flex vertical style={{ width: '100%' }}>
            <Flex justify="space-between" gap={12}>
              <strong>{option.brand}</strong>
              <span>{option.price === null ? 'no estimate' : formatMoney(Number(option.price))}</span>
            </Flex>
            {option.description && (
              <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'normal' }}>
                {option.description}
              </Typography.Text>
            )}
          </Flex>
        </Button>
      ))}
    </Flex>
  );
  return (
    <Popover content={content} title="Choose a brand" trigger="click" open={open} onOpenChange={setOpen} placement="bottomRight">
      <Button size="small" type="link" aria-label={`Choose brand for ${itemName}`} disabled={!options.length} style={{ paddingInline: 0 }}>
        {brand ?? 'Choose brand'} <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Popover>
  );
}
