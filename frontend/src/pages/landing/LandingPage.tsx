import { ArrowRightOutlined, CheckCircleFilled } from '@ant-design/icons';
import { Button, Card, Col, Flex, Row, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AuthModal, type AuthTab } from '../../auth/forms/AuthModal';
import { BrandLogo } from '../../components/BrandLogo';
import { useAppConfig } from '../../api/useAppConfig';
import { featuresFor, STEPS } from './landing-content';
import { SampleDayCard } from './SampleDayCard';

const { Title, Paragraph, Text } = Typography;

/** What signed-out visitors see on /, /landing, the app paths and unknown paths (spec §1, §2). */
export function LandingPage() {
  const [authTab, setAuthTab] = useState<AuthTab>('sign-up');
  const [authOpen, setAuthOpen] = useState(false);
  const { data: config } = useAppConfig();
  const features = featuresFor(config);

  const openAuth = (tab: AuthTab) => {
    setAuthTab(tab);
    setAuthOpen(true);
  };
  const learnMore = () => document.getElementById('features')?.scrollIntoView({ behavior: 'smooth', block: 'start' });

  return (
    <div className="fc-landing">
      <header className="fc-landing__header">
        <div className="fc-container fc-landing__header-inner">
          <BrandLogo />
          <Button type="text" onClick={() => openAuth('sign-in')}>
            Sign in
          </Button>
        </div>
      </header>

      <main>
        <section className="fc-hero" aria-labelledby="hero-title">
          <div className="fc-container">
            <Row gutter={[48, 48]} align="middle">
              <Col xs={24} lg={13}>
                <Tag color="green" className="fc-hero__eyebrow">
                  AI-powered meal planning
                </Tag>
                <Title id="hero-title" className="fc-hero__title">
                  Plan a week of meals you’ll love, <span className="fc-accent">in minutes</span>
                </Title>
                <Paragraph className="fc-hero__lead">
                  Forkcast builds a personal weekly meal plan from your diet, allergies, nutrition goals and budget, then turns it into a
                  priced grocery list. Less time deciding, more time eating well.
                </Paragraph>
                <Flex gap={12} wrap className="fc-hero__actions">
                  <Button type="primary" size="large" onClick={() => openAuth('sign-up')} icon={<ArrowRightOutlined />} iconPlacement="end">
                    Get Started
                  </Button>
                  <Button size="large" onClick={learnMore}>
                    Learn More
                  </Button>
                </Flex>
                <Flex gap={20} wrap className="fc-hero__points">
                  {['Free and open source', 'Fits your diet and budget', 'Ready in under a minute'].map((point) => (
                    <Text key={point} type="secondary">
                      <CheckCircleFilled className="fc-accent" /> {point}
                    </Text>
                  ))}
                </Flex>
              </Col>
              <Col xs={24} lg={11}>
                <SampleDayCard />
              </Col>
            </Row>
          </div>
        </section>

        <section id="features" className="fc-section" aria-labelledby="features-title">
          <div className="fc-container">
            <div className="fc-section__intro">
              <Title level={2} id="features-title">
                Everything you need to eat well, all week
              </Title>
              <Paragraph type="secondary" className="fc-section__lead">
                From the first idea to the last item in your basket, Forkcast takes care of the planning.
              </Paragraph>
            </div>
            {/* centred: five features (no delivery partner) leave no hole on the right */}
            <Row gutter={[24, 24]} justify="center">
              {features.map((f) => (
                <Col key={f.key} xs={24} sm={12} lg={8}>
                  <Card className="fc-feature" data-testid="feature-card">
                    <div className="fc-feature__icon" aria-hidden>
                      {f.icon}
                    </div>
                    <Title level={4} className="fc-feature__title">
                      {f.title}
                    </Title>
                    <Paragraph type="secondary" style={{ marginBottom: 0 }}>
                      {f.text}
                    </Paragraph>
                  </Card>
                </Col>
              ))}
            </Row>
          </div>
        </section>

        <section className="fc-section fc-section--tinted" aria-labelledby="how-title">
          <div className="fc-container">
            <div className="fc-section__intro">
              <Title level={2} id="how-title">
                How it works
              </Title>
            </div>
            <Row gutter={[24, 24]}>
              {STEPS.map((step, index) => (
                <Col key={step.title} xs={24} md={8}>
                  <div className="fc-step">
                    <span className="fc-step__number" aria-hidden>
                      {index + 1}
                    </span>
                    <Title level={4}>{step.title}</Title>
                    <Paragraph type="secondary">{step.text}</Paragraph>
                  </div>
                </Col>
              ))}
            </Row>
          </div>
        </section>

        <section className="fc-cta" aria-labelledby="cta-title">
          <div className="fc-container fc-cta__inner">
            <Title level={2} id="cta-title" className="fc-cta__title">
              Ready to take the guesswork out of dinner?
            </Title>
            <Paragraph className="fc-cta__text">Create your free account and get your first weekly plan today.</Paragraph>
            <Button size="large" className="fc-cta__button" onClick={() => openAuth('sign-up')}>
              Start planning for free
            </Button>
          </div>
        </section>
      </main>

      <footer className="fc-landing__footer">
        <div className="fc-container fc-landing__footer-inner">
          <Text type="secondary">© 2025 Forkcast. All rights reserved.</Text>
          <nav aria-label="Legal" className="fc-landing__footer-links">
            <Link to="/terms">Terms &amp; Conditions</Link>
            <Link to="/privacy">Privacy Policy</Link>
          </nav>
        </div>
      </footer>

      <AuthModal open={authOpen} tab={authTab} onTabChange={setAuthTab} onClose={() => setAuthOpen(false)} />
    </div>
  );
}
