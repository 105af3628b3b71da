import { Tooltip, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { PriceSource } from '../../api/price-source';

export type { PriceSource };

/**
 * The source in a word, linking to the Prices page that explains it; the full account on hover. A price the
 * person typed ("your price") is theirs: nothing to explain, so no link.
 */
export function PriceSourceLink({
  source,
  testId,
  className = 'fc-price-source',
}: {
  source: PriceSource | null | undefined;
  testId?: string;
  className?: string;
}) {
  if (!source) return null;
  return (
    <Tooltip title={source.detail ?? undefined}>
      {source.kind === 'person' ? (
        <Typography.Text className={className} data-testid={testId} data-kind={source.kind}>
          {source.label}
        </Typography.Text>
      ) : (
        <Link to="/prices" className={className} data-testid={testId} data-kind={source.kind}>
          {source.label}
        </Link>
      )}
    </Tooltip>
  );
}
