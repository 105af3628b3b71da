import { Link } from 'react-router-dom';

/** The signed-in footer (spec §2): the tagline and the legal links. */
export function AppFooter() {
  return (
    <footer className="fc-app-footer">
      <span>AI-powered meal planning made simple</span>
      <nav aria-label="Legal" className="fc-app-footer__links">
        <Link to="/terms">Terms &amp; Conditions</Link>
        <Link to="/privacy">Privacy Policy</Link>
      </nav>
    </footer>
  );
}
