import { ArrowLeftOutlined, HomeOutlined } from '@ant-design/icons';
import { Card, Typography } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BrandLogo } from '../../components/BrandLogo';
import { ButtonLink } from '../../components/ButtonLink';

export const LEGAL_LAST_UPDATED = 'January 26, 2025';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** The frame of /terms, /privacy and /prices: a back-to-home link, the sections, a return button. `lastUpdated` null hides the date. */
export function LegalPage({
  title,
  intro,
  sections,
  lastUpdated = LEGAL_LAST_UPDATED,
}: {
  title: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
  lastUpdated?: string | null;
}) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} — Forkcast`;
    window.scrollTo?.(0, 0);
    return () => {
      document.title = previous;
    };
  }, [title]);

  return (
    <div className="fc-legal">
      <header className="fc-legal__header">
        <div className="fc-container fc-legal__header-inner">
          <BrandLogo />
          <Link to="/" className="fc-legal__back">
            <ArrowLeftOutlined /> Back to home
          </Link>
        </div>
      </header>
      <main className="fc-container fc-legal__main">
        <Card className="fc-legal__card">
          <Typography>
            <Typography.Title level={1} style={{ marginTop: 0 }}>
              {title}
            </Typography.Title>
            {lastUpdated && <Typography.Text type="secondary">Last updated: {lastUpdated}</Typography.Text>}
            <div className="fc-legal__intro">{intro}</div>
            <nav aria-label="Sections" className="fc-legal__toc">
              <ol>
                {sections.map((s) => (
                  <li key={s.id}>
                    <a href={`#${s.id}`}>{s.title}</a>
                  </li>
                ))}
              </ol>
            </nav>
            {sections.map((s, index) => (
              <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="fc-legal__section">
                <Typography.Title level={2} id={`${s.id}-title`} style={{ fontSize: 20 }}>
                  {index + 1}. {s.title}
                </Typography.Title>
                {s.body}
              </section>
            ))}
          </Typography>
          <div className="fc-legal__return">
            <ButtonLink type="primary" size="large" icon={<HomeOutlined />} to="/">
              Return to Forkcast
            </ButtonLink>
          </div>
        </Card>
      </main>
    </div>
  );
}
