import { CloseOutlined, ExclamationCircleFilled } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { useEffect, useRef, useState, type CSSProperties, type PointerEvent as ReactPointerEvent } from 'react';
import { dismissToast, SWIPE_THRESHOLD_PX, type ToastItem } from './toast-store';
import { useToasts } from './useToasts';

export const TOASTER_LABEL = 'Notifications (F8)';
const HOTKEY = 'F8';

/** The notifications area: one toast at a time, F8 moves focus here. Mount once near the root. */
export function Toaster() {
  const items = useToasts();
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === HOTKEY || event.code === HOTKEY) {
        event.preventDefault();
        listRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <section role="region" aria-label={TOASTER_LABEL} className="fc-toaster">
      <ol ref={listRef} tabIndex={-1} className="fc-toaster__list">
        {items.map((item) => (
          <ToastCard key={item.id} item={item} />
        ))}
      </ol>
    </section>
  );
}

function ToastCard({ item }: { item: ToastItem }) {
  const { token } = theme.useToken();
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);
  const swipe = useRef<{ pointerId: number; startX: number } | null>(null);

  // Auto-dismiss; the countdown restarts while the pointer or focus rests on the toast.
  useEffect(() => {
    if (paused || !Number.isFinite(item.duration)) return;
    const timer = window.setTimeout(() => dismissToast(item.id), item.duration);
    return () => window.clearTimeout(timer);
  }, [item.id, item.duration, paused]);

  const onPointerDown = (event: ReactPointerEvent<HTMLLIElement>) => {
    if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
    swipe.current = { pointerId: event.pointerId, startX: event.clientX };
    setDragging(true);
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLLIElement>) => {
    if (!swipe.current) return;
    setOffset(Math.max(0, event.clientX - swipe.current.startX));
  };
  const endSwipe = (event: ReactPointerEvent<HTMLLIElement>) => {
    if (!swipe.current) return;
    const distance = Math.max(0, event.clientX - swipe.current.startX);
    event.currentTarget.releasePointerCapture?.(swipe.current.pointerId);
    swipe.current = null;
    setDragging(false);
    if (distance >= SWIPE_THRESHOLD_PX) dismissToast(item.id);
    else setOffset(0);
  };

  const destructive = item.variant === 'destructive';
  const style: CSSProperties = {
    background: destructive ? token.colorError : token.colorBgElevated,
    color: destructive ? token.colorTextLightSolid : token.colorText,
    border: `1px solid ${destructive ? token.colorError : token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusLG,
    boxShadow: token.boxShadowSecondary,
    padding: `${token.paddingSM}px ${token.padding}px`,
    fontFamily: token.fontFamily,
    fontSize: token.fontSize,
    lineHeight: token.lineHeight,
    transform: offset ? `translateX(${offset}px)` : undefined,
    opacity: offset ? Math.max(0.2, 1 - offset / (SWIPE_THRESHOLD_PX * 4)) : 1,
    transition: dragging ? 'none' : 'transform 200ms ease, opacity 200ms ease',
  };

  return (
    <li
      role={destructive ? 'alert' : 'status'}
      aria-live={destructive ? 'assertive' : 'polite'}
      aria-atomic="true"
      tabIndex={0}
      data-variant={item.variant}
      data-testid="toast"
      className="fc-toast"
      style={style}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endSwipe}
      onPointerCancel={endSwipe}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') dismissToast(item.id);
      }}
    >
      <div className="fc-toast__body">
        {destructive && <ExclamationCircleFilled aria-hidden className="fc-toast__icon" />}
        <div className="fc-toast__text">
          <div className="fc-toast__title">{item.title}</div>
          {item.description !== undefined && item.description !== null && item.description !== '' && (
            <div className="fc-toast__description">{item.description}</div>
          )}
        </div>
      </div>
      <Button
        type="text"
        size="small"
        aria-label="Close"
        icon={<CloseOutlined />}
        onClick={() => dismissToast(item.id)}
        style={{ color: 'inherit' }}
        className="fc-toast__close"
      />
    </li>
  );
}
