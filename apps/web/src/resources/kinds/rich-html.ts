import {
  isSafeRichTextImage,
  RICH_TEXT_COMMON_ATTRIBUTES,
  RICH_TEXT_DIRECTIONS,
  RICH_TEXT_TAG_ATTRIBUTES,
  RICH_TEXT_TAGS,
  SAFE_RICH_TEXT_HREF,
} from '@qc/domain/richtext/policy';

/**
 * The browser side of rich text: what the editor produces is cut down to the subset the server
 * accepts (`isSafeRichText` in the domain), and what pages render goes through the same cut, so
 * a stored value can never bring a script, a style or an event handler onto a page.
 */
const COMMON = RICH_TEXT_COMMON_ATTRIBUTES;
const PER_TAG = RICH_TEXT_TAG_ATTRIBUTES;
const SAFE_HREF = SAFE_RICH_TEXT_HREF;
/** Tags whose content goes too (not just the tag). */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'svg',
  'math',
  'head',
  'title',
]);

function cleanAttributes(el: Element, tag: string): void {
  for (const attr of [...el.attributes]) {
    const name = attr.name.toLowerCase();
    const allowed = COMMON.has(name) || PER_TAG[tag]?.has(name);
    const value = attr.value.trim();
    if (
      !allowed ||
      (name === 'href' && !SAFE_HREF.test(value)) ||
      (name === 'target' && value !== '_blank') ||
      (name === 'src' && !isSafeRichTextImage(value)) ||
      (name === 'dir' && !RICH_TEXT_DIRECTIONS.includes(value.toLowerCase())) ||
      ((name === 'width' || name === 'height') && !/^\d{1,4}$/.test(value)) ||
      ((name === 'colspan' || name === 'rowspan' || name === 'start') && !/^\d{1,3}$/.test(value))
    )
      el.removeAttribute(attr.name);
  }
  if (tag === 'a' && el.getAttribute('target') === '_blank') el.setAttribute('rel', 'noopener');
  // An image without a safe source is nothing to show.
  if (tag === 'img' && !el.getAttribute('src')) el.remove();
}

function cleanChildren(parent: Node, doc: Document): void {
  for (const node of [...parent.childNodes]) {
    if (node.nodeType === Node.TEXT_NODE) continue;
    if (node.nodeType !== Node.ELEMENT_NODE) {
      node.remove();
      continue;
    }
    const el = node as Element;
    const tag = el.tagName.toLowerCase();
    if (DROP_WITH_CONTENT.has(tag)) {
      el.remove();
      continue;
    }
    cleanChildren(el, doc);
    if (!RICH_TEXT_TAGS.has(tag)) {
      // Unknown wrapper (font, section, …): keep its content, lose the tag.
      const fragment = doc.createDocumentFragment();
      while (el.firstChild) fragment.append(el.firstChild);
      el.replaceWith(fragment);
      continue;
    }
    cleanAttributes(el, tag);
  }
}

/** Tags that stand on their own line; anything else at the top level belongs in a paragraph. */
const BLOCKS = new Set([
  'p',
  'div',
  'ul',
  'ol',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'pre',
  'table',
  'hr',
]);

/**
 * Text typed before the first paragraph (editors leave it bare) goes into one, so every line
 * is a block and the plain text of the value keeps its word breaks.
 */
function wrapLooseText(doc: Document): void {
  let run: Node[] = [];
  const flush = () => {
    if (run.some((n) => (n.textContent ?? '').trim() !== '' || n.nodeName === 'BR')) {
      const p = doc.createElement('p');
      run[0]!.parentNode!.insertBefore(p, run[0]!);
      for (const n of run) p.append(n);
    } else for (const n of run) n.parentNode?.removeChild(n);
    run = [];
  };
  for (const node of [...doc.body.childNodes]) {
    const block = node.nodeType === Node.ELEMENT_NODE && BLOCKS.has(node.nodeName.toLowerCase());
    if (block) flush();
    else run.push(node);
  }
  flush();
}

/** The HTML cut down to the allowed tags and attributes ('' for nothing but blanks). */
export function sanitizeRichText(html: string): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  cleanChildren(doc.body, doc);
  // Spans carry nothing once their styles are gone: unwrap them.
  for (const span of [...doc.body.querySelectorAll('span:not([dir]):not([lang])')]) {
    const fragment = doc.createDocumentFragment();
    while (span.firstChild) fragment.append(span.firstChild);
    span.replaceWith(fragment);
  }
  wrapLooseText(doc);
  const out = doc.body.innerHTML.trim();
  const text = (doc.body.textContent ?? '').replace(/\u00a0/g, ' ').trim();
  return text === '' && !doc.body.querySelector('hr, img') ? '' : out;
}
