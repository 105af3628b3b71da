import { useMemo, type CSSProperties } from 'react';
import { sanitizeHtml } from './safe-html';

/** Renders a recipe's HTML summary with only harmless formatting kept. */
export function SafeHtml({ html, className, style }: { html: string | undefined; className?: string; style?: CSSProperties }) {
  const clean = useMemo(() => sanitizeHtml(html ?? ''), [html]);
  return <div className={className} style={style} dangerouslySetInnerHTML={{ __html: clean }} />;
}
