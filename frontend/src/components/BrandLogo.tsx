import { Link } from 'react-router-dom';

/** The Forkcast mark and name; links home. */
export function BrandLogo({ to = '/', inverted = false }: { to?: string; inverted?: boolean }) {
  return (
    <Link to={to} className={`fc-brand${inverted ? ' fc-brand--inverted' : ''}`} aria-label="Forkcast home">
      <svg className="fc-brand__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" fill="currentColor" />
        <path
          d="M11 7v7a3 3 0 0 0 2 2.83V25a1 1 0 0 0 2 0v-8.17A3 3 0 0 0 17 14V7h-1.5v6h-1V7h-1v6h-1V7H11Zm10 0c-1.66 0-3 2.24-3 5 0 1.86.61 3.48 1.5 4.34V25a1 1 0 0 0 2 0V7.17A2.5 2.5 0 0 0 21 7Z"
          fill="#fff"
        />
      </svg>
      <span className="fc-brand__name">Forkcast</span>
    </Link>
  );
}
