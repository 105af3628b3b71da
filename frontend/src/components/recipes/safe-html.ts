/**
 * Recipe summaries are HTML (spec §3) from our library, an import or a recipe service: keep only
 * harmless formatting (b, strong, i, em, u, p, br, ul, ol, li, span, a with an http(s) link) and
 * drop every attribute but a link's href. Text is kept, tags outside the list are unwrapped.
 */
const ALLOWED = new Set(['B', 'STRONG', 'I', 'EM', 'U', 'P', 'BR', 'UL', 'OL', 'LI', 'SPAN', 'A']);
const DROPPED_WITH_CONTENT = new Set(['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'TEMPLATE', 'NOSCRIPT', 'SVG', 'MATH']);

function clean(node: Node, doc: Document): Node[] {
  if (node.nodeType === Node.TEXT_NODE) return [doc.createTextNode(node.textContent ?? '')];
  if (node.nodeType !== Node.ELEMENT_NODE) return [];
  const el = node as Element;
  if (DROPPED_WITH_CONTENT.has(el.tagName)) return [];
  const children = Array.from(el.childNodes).flatMap((child) => clean(child, doc));
  if (!ALLOWED.has(el.tagName)) return children;
  const out = doc.createElement(el.tagName.toLowerCase());
  if (el.tagName === 'A') {
    const href = el.getAttribute('href') ?? '';
    if (/^https?:\/\//i.test(href)) {
      out.setAttribute('href', href);
      out.setAttribute('target', '_blank');
      out.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  }
  children.forEach((c) => out.appendChild(c));
  return [out];
}

export function sanitizeHtml(html: string): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const container = doc.createElement('div');
  Array.from(doc.body.childNodes)
    .flatMap((n) => clean(n, doc))
    .forEach((n) => container.appendChild(n));
  return container.innerHTML;
}
