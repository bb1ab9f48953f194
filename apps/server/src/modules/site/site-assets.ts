import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FONT_SUBSETS, FONT_WEIGHTS, fontFile, unicodeRange } from './site-fonts.ts';

/**
 * The public site's own small assets: one stylesheet, one script (progressive enhancement
 * only: every page reads and navigates without it) and the self-hosted font, cut to the
 * characters the site draws (`site-fonts.ts`). Names carry a content hash, so they are cached
 * for a year.
 */
const hash = (s: string | Buffer) => createHash('sha256').update(s).digest('hex').slice(0, 10);

const fontsDir = join(dirname(fileURLToPath(import.meta.url)), 'fonts');

/** One font file: its content and its hashed address. */
export interface SiteFont {
  body: Buffer;
  path: string;
}

/** The font files by subset and weight (`arabic-400`), each at an address with its hash. */
export const SITE_FONTS: Record<string, SiteFont> = Object.fromEntries(
  FONT_SUBSETS.flatMap((subset) =>
    FONT_WEIGHTS.map((weight) => {
      const name = fontFile(subset, weight);
      const body = readFileSync(join(fontsDir, name));
      const path = `/site-assets/fonts/${name.replace('.woff2', `.${hash(body)}.woff2`)}`;
      return [`${subset.name}-${weight}`, { body, path }];
    }),
  ),
);

/**
 * The font file a page of the language asks for first (preloaded): the regular weight of
 * its script. The bold weight and the other script's file come when the page's text needs
 * them, without holding the text back (`font-display: swap`: the phone's font until then).
 */
export const preloadFont = (lang: string) =>
  SITE_FONTS[lang === 'ar' ? 'arabic-400' : 'latin-400']!.path;

/**
 * The font's faces, the page's own script last: where two faces' ranges overlap (the space)
 * the browser tries the face declared last first, so a page's spaces are drawn from its own
 * script's file, even in bold, and never ask for the other one.
 */
export const fontFaces = (own: 'arabic' | 'latin') =>
  [...FONT_SUBSETS]
    .sort((a, b) => Number(a.name === own) - Number(b.name === own))
    .flatMap((subset) =>
      FONT_WEIGHTS.map(
        (weight) =>
          `@font-face{font-family:"Plex";font-style:normal;font-weight:${weight};font-display:swap;src:url(${SITE_FONTS[`${subset.name}-${weight}`]!.path}) format("woff2");unicode-range:${unicodeRange(subset)}}`,
      ),
    )
    .join('\n');

const CSS = `
:root{--p:var(--site-primary,#065a94);--a:var(--site-accent,#c8973a);--ink:#1c2733;--muted:#5b6775;--bg:#f6f8fa;--card:#fff;--line:#dfe4ea;color-scheme:light}
*{box-sizing:border-box}
html{font-family:"Plex",system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:var(--ink);background:var(--bg);line-height:1.7;-webkit-text-size-adjust:100%}
body{margin:0}
a{color:var(--p)}
img{max-width:100%;height:auto}
.skip{position:absolute;inset-inline-start:-999px}.skip:focus{inset-inline-start:8px;top:8px;background:#fff;padding:8px;z-index:9}
.wrap{max-width:1100px;margin:0 auto;padding:0 16px}
header.top{background:var(--p);color:#fff}
header.top a{color:#fff;text-decoration:none}
.bar{display:flex;align-items:center;gap:12px;min-height:60px;flex-wrap:wrap}
.brand{display:flex;align-items:center;gap:8px;font-weight:700;font-size:1.1rem;margin-inline-end:auto}
.brand img{width:36px;height:36px;border-radius:8px;background:#fff}
nav.main ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:4px 14px}
nav.main a{display:inline-block;padding:6px 2px}
nav.main a[aria-current=page]{border-bottom:2px solid var(--a)}
nav.main{width:100%}
@media (max-width:899px){nav.main ul{gap:0 12px;padding-bottom:4px}nav.main a{padding:4px 2px}}
.langs{display:flex;gap:8px;font-size:.9rem}.langs a[aria-current=true]{font-weight:700;text-decoration:underline}
.layout-brintk header.top{background:#fff;color:var(--ink);border-bottom:4px solid var(--a)}
.layout-brintk header.top a{color:var(--p)}
.layout-brintk .band{background:linear-gradient(135deg,var(--p),var(--a));color:#fff;padding:28px 0}
main{padding:20px 0 40px;min-height:60vh}
h1{font-size:1.6rem;line-height:1.35;margin:.4em 0}
h2{font-size:1.25rem;margin:1.4em 0 .5em}
.lead{color:var(--muted);font-size:1.05rem}
.winners{list-style:none;padding:0;display:grid;gap:6px}.winners li{padding:8px 12px;border:1px solid var(--line);border-radius:8px}
.grid{display:grid;gap:16px;grid-template-columns:repeat(auto-fill,minmax(240px,1fr))}
.card{background:var(--card);border:1px solid var(--line);border-radius:12px;overflow:hidden;display:flex;flex-direction:column}
.card .in{padding:12px 14px;flex:1}
.card h2,.card h3{font-size:1.05rem;margin:.2em 0}
.card img{aspect-ratio:16/9;object-fit:cover;width:100%;background:#e8edf2}
.meta{color:var(--muted);font-size:.88rem}
.hero{position:relative;border-radius:16px;overflow:hidden;background:var(--p);color:#fff}
.hero img{width:100%;aspect-ratio:16/7;object-fit:cover;display:block;opacity:.55}
.hero .txt{position:absolute;inset:auto 0 0 0;padding:16px 20px}
.hero h1{color:#fff;margin:0}
.figures{display:grid;grid-template-columns:repeat(auto-fit,minmax(140px,1fr));gap:12px;list-style:none;padding:0}
.figures li{background:var(--card);border:1px solid var(--line);border-radius:12px;padding:12px;text-align:center}
.figures strong{display:block;font-size:1.5rem;color:var(--p)}
.btn{display:inline-block;background:var(--p);color:#fff!important;padding:8px 16px;border-radius:8px;text-decoration:none;border:0;font:inherit;cursor:pointer}
.btn.alt{background:var(--a)}
.prose{background:var(--card);border:1px solid var(--line);border-radius:12px;padding:16px 20px;overflow-wrap:anywhere}
.prose table{border-collapse:collapse}.prose td,.prose th{border:1px solid var(--line);padding:4px 8px}
form.filters{display:grid;gap:8px;grid-template-columns:repeat(auto-fill,minmax(160px,1fr));align-items:end;margin:12px 0}
label{display:flex;flex-direction:column;font-size:.9rem;gap:2px}
input,select{font:inherit;padding:8px;border:1px solid var(--line);border-radius:8px;background:#fff;min-width:0}
blockquote.review{margin:0;background:var(--card);border-inline-start:4px solid var(--a);padding:12px 16px;border-radius:8px}
footer.bottom{background:#0f2233;color:#dfe7ef;padding:24px 0;font-size:.92rem}
footer.bottom a{color:#fff}
footer.bottom ul{list-style:none;padding:0;margin:0;display:flex;flex-wrap:wrap;gap:6px 16px}
.pager{display:flex;gap:12px;margin-top:16px}
[hidden]{display:none!important}
form.give{display:grid;gap:14px;max-width:640px}
form.give fieldset{border:1px solid var(--line);border-radius:12px;background:var(--card);padding:12px 14px;margin:0;display:grid;gap:10px;min-width:0}
form.give legend{font-weight:700;padding:0 4px}
.choices{display:grid;gap:8px}
.choice{flex-direction:row;align-items:flex-start;gap:10px;border:1px solid var(--line);border-radius:10px;padding:10px;font-size:1rem}
.choice span{display:flex;flex-direction:column}.choice small{color:var(--muted)}
.amounts{display:flex;flex-wrap:wrap;gap:8px}
.pill{flex-direction:row;align-items:center;gap:6px;border:1px solid var(--line);border-radius:999px;padding:6px 14px;font-size:1rem;background:#fff}
.row{display:grid;gap:10px;grid-template-columns:repeat(auto-fit,minmax(150px,1fr))}
.check{flex-direction:row;align-items:flex-start;gap:8px}
.alert{background:#fdecea;color:#8a1c12;border-radius:8px;padding:10px 12px;margin:0}
.err{color:#b3261e;font-size:.85rem}
[aria-invalid=true]{border-color:#b3261e}
.progress progress{width:100%;height:14px}
table.facts{width:100%;border-collapse:collapse}table.facts th{text-align:start;color:var(--muted);font-weight:400;padding:6px 8px 6px 0}table.facts td{padding:6px 0;overflow-wrap:anywhere}.iban{font-family:ui-monospace,monospace;white-space:nowrap;unicode-bidi:isolate;direction:ltr}.copy{margin-inline-start:8px;font:inherit;font-size:.85em;padding:2px 10px;border:1px solid var(--line,#ccc);border-radius:6px;background:transparent;cursor:pointer}
`;

/**
 * Filters the media page's list as the visitor chooses, from the page itself (no request); on
 * the giving forms, keeps the phone input to digits (Arabic-Indic digits become Latin ones) and
 * picks "other amount" when one is typed; shows the copy buttons (an IBAN) that need a script.
 */
const JS = `(function(){
var d=document,l=d.documentElement.lang;
try{if(l)localStorage.setItem('language',l);}catch(e){}
var el=d.getElementById('site-data'),data={};
try{data=JSON.parse(el?el.textContent:'{}');}catch(e){}
[].forEach.call(d.querySelectorAll('input[data-phone]'),function(p){p.addEventListener('input',function(){
var v=p.value.replace(/[\u0660-\u0669]/g,function(c){return String(c.charCodeAt(0)-0x660);}).replace(/[\u06F0-\u06F9]/g,function(c){return String(c.charCodeAt(0)-0x6F0);}).replace(/[^0-9+ ()-]/g,'');
if(v!==p.value)p.value=v;});});
var g=d.querySelector('form.give input[name=other]');
if(g)g.addEventListener('input',function(){var o=d.querySelector('form.give input[name=amount][value=other]');if(o&&g.value)o.checked=true;});
[].forEach.call(d.querySelectorAll('button[data-copy]'),function(b){b.hidden=false;b.addEventListener('click',function(){
if(!navigator.clipboard)return;navigator.clipboard.writeText(b.getAttribute('data-copy')).then(function(){var s=b.parentNode.querySelector('[data-copied]');if(s)s.hidden=false;},function(){});});});
var f=d.querySelector('form[data-live-filter]');
if(!f)return;
var items=[].slice.call(d.querySelectorAll('[data-item]')),out=d.querySelector('[data-count]');
function apply(){var fd=new FormData(f),q=new URLSearchParams(),n=0;
items.forEach(function(it){var ok=true;fd.forEach(function(v,k){v=String(v);if(!v||k==='lang')return;
if(k==='from')ok=ok&&it.dataset.date>=v;else if(k==='to')ok=ok&&it.dataset.date<=v;else ok=ok&&it.dataset[k]===v;});
it.hidden=!ok;if(ok)n++;});
fd.forEach(function(v,k){if(v)q.set(k,String(v));});
history.replaceState(null,'',location.pathname+(q.toString()?'?'+q:''));
var forms=data.countForms;if(out&&forms){var c=n===0&&forms.zero?'zero':new Intl.PluralRules(l).select(n);
out.textContent=(forms[c]||forms.other).replace('{{n}}',String(n));}}
f.addEventListener('change',apply);f.addEventListener('submit',function(e){e.preventDefault();apply();});
})();`;

const sheet = (body: string) => ({ body, path: `/site-assets/site.${hash(body)}.css` });

/** The stylesheet of Arabic pages and of English and French ones (their faces' order). */
export const SITE_CSS = {
  arabic: sheet(`${fontFaces('arabic')}${CSS}`),
  latin: sheet(`${fontFaces('latin')}${CSS}`),
};

export const siteCss = (lang: string) => (lang === 'ar' ? SITE_CSS.arabic : SITE_CSS.latin);
export const SITE_JS = { body: JS, path: `/site-assets/site.${hash(JS)}.js` };
