import { createHash } from 'node:crypto';
import { getLocale, isLocaleCode, LOCALE_CODES, translate, type LocaleCode } from '@qc/domain';
import { fontFaces, preloadFont } from './site-assets.ts';
import { dirOf, h, jsonForScript, raw, type Html } from './site-html.ts';

/**
 * The sign-in page `/login`, rendered here rather than by the web app: a signed-out visitor
 * downloads this page and one small script instead of the app's frameworks (React, the
 * router, MUI, i18next: about 220 KB gzipped), which load after sign-in
 * (docs/decisions/0013-sign-in-page-on-the-server.md). It looks like the app's split sign-in
 * page, in the app's colours and font. The script posts the credentials to the API's
 * `/auth/login`, keeps the access token where the app reads it (local storage `accessToken`;
 * the refresh cookie comes with the answer), hands a second step to the app's two-steps page
 * as the app's own sign-in page does, then opens the page the visitor was going to. The
 * three languages' texts are in the page, so the language switch changes it in place.
 */

/** The catalogue keys the page shows, in every language (the switch needs no request). */
const KEYS = [
  'app.title',
  'app.organisation',
  'identity.login.title',
  'identity.login.subtitle',
  'identity.login.identifier',
  'identity.field.password',
  'identity.login.forgot',
  'identity.login.submit',
  'identity.login.noAccount',
  'identity.login.register',
  'identity.login.appUsers',
  'identity.art.login.title',
  'identity.art.login.text',
  'identity.verify.resend',
  'shell.language',
  'shell.login.showPassword',
  'shell.login.hidePassword',
  'site.skip',
  'validation.required',
  'errors.network',
  'errors.rateLimited',
  'errors.unavailable',
  'errors.internal',
  'errors.badRequest',
] as const;
type Key = (typeof KEYS)[number];

/** Where the page's links lead: the app's pages of the same (split) look. */
export const LOGIN_LINKS = {
  forgot: '/authentication/forgot-password-v2',
  register: '/authentication/register-v2',
  verify: '/authentication/verify-email-v2',
  twoSteps: '/authentication/two-steps-v2',
  appUsers: '/login-app',
} as const;

/** The public site's font faces (the page's own script's last: `site-assets.ts`). */
const FACES = { arabic: fontFaces('arabic'), latin: fontFaces('latin') };

const CSS = `
:root{--p:#065a94;--p2:#c8973a;--ink:#1f2a3c;--muted:#5d6b7e;--bg:#f4f6fa;--paper:#fff;--line:#c4ccd8;--err:#c62828;--errbg:#fdeded;--errink:#5f2120;--on-p:#fff;color-scheme:light}
[data-theme=dark]{--p:#5aa9e6;--ink:#e7edf5;--muted:#a5b3c6;--bg:#0a1930;--paper:#10284a;--line:#3a5170;--err:#f28b82;--errbg:#2c1617;--errink:#f4c7c3;--on-p:#0a1930;color-scheme:dark}
@media (prefers-color-scheme:dark){[data-theme=system]{--p:#5aa9e6;--ink:#e7edf5;--muted:#a5b3c6;--bg:#0a1930;--paper:#10284a;--line:#3a5170;--err:#f28b82;--errbg:#2c1617;--errink:#f4c7c3;--on-p:#0a1930;color-scheme:dark}}
*{box-sizing:border-box}
html{font-family:"Plex",system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:var(--ink);background:var(--paper);line-height:1.5;-webkit-text-size-adjust:100%}
body{margin:0}
a{color:var(--p)}
.skip{position:absolute;inset-inline-start:-999px}.skip:focus{inset-inline-start:8px;top:8px;background:var(--paper);padding:8px;z-index:9}
.switch{position:absolute;top:8px;inset-inline-end:8px;padding:4px;border-radius:12px;background:var(--paper);box-shadow:0 1px 6px rgba(31,42,60,.08);z-index:2;margin:0}
.switch div{display:flex}.switch button{font:inherit;font-size:.8125rem;font-weight:500;border:0;background:none;color:var(--muted);padding:4px 10px;border-radius:8px;cursor:pointer}
.switch button[aria-pressed=true]{color:var(--p);font-weight:700}
.page{min-height:100vh;display:grid;grid-template-columns:1fr}
.art{display:none}
.side{display:flex;align-items:center;justify-content:center;padding:72px 20px;background:var(--paper)}
.col{width:100%;max-width:440px}
.brand{display:inline-flex;align-items:center;gap:12px;margin-bottom:28px;color:inherit;text-decoration:none}
.brand svg{width:40px;height:40px;flex-shrink:0}.brand rect{fill:var(--p)}
.brand b{display:block;line-height:1.3}.brand small{color:var(--muted);font-size:.875rem}
h1{font-size:1.5rem;font-weight:700;margin:0 0 8px;line-height:1.334}
.sub{color:var(--muted);margin:0 0 24px}
.alert{display:flex;gap:8px;align-items:center;justify-content:space-between;background:var(--errbg);color:var(--errink);border-radius:8px;padding:8px 16px;margin:0 0 20px;font-size:.875rem}
.field{position:relative;margin-top:8px}
.field label{position:absolute;top:-9px;inset-inline-start:10px;padding:0 4px;background:var(--paper);color:var(--muted);font-size:.75rem;line-height:1.4}
.field input{display:block;width:100%;font:inherit;font-size:1rem;color:var(--ink);background:transparent;border:1px solid var(--line);border-radius:8px;padding:16.5px 14px;min-width:0}
.field input:hover{border-color:var(--ink)}
.field input:focus{outline:0;border:2px solid var(--p);padding:15.5px 13px}
.field:focus-within label{color:var(--p)}
.field:has(input:placeholder-shown:not(:focus)) label{top:50%;transform:translateY(-50%);inset-inline-start:10px;font-size:1rem;background:none;pointer-events:none}
.field.pw input{padding-inline-end:52px}.field.pw input:focus{padding-inline-end:51px}
.eye{position:absolute;top:50%;transform:translateY(-50%);inset-inline-end:6px;width:40px;height:40px;border:0;border-radius:50%;background:none;color:var(--muted);cursor:pointer;display:flex;align-items:center;justify-content:center}
.eye svg{width:24px;height:24px;fill:currentColor}.eye .off,[aria-pressed=true] .on{display:none}[aria-pressed=true] .off{display:block}
.help{margin:3px 14px 0;min-height:1.66em;font-size:.75rem;color:var(--muted)}
.bad label,.bad+.help{color:var(--err)}.bad input,.bad input:hover{border-color:var(--err)}
.forgot{display:flex;justify-content:flex-end;margin:0 0 20px;font-size:.875rem}
.forgot a{text-decoration:none}.forgot a:hover{text-decoration:underline}
.go{display:block;width:100%;font:inherit;font-weight:500;font-size:.9375rem;border:0;border-radius:8px;padding:10px 22px;background:var(--p);color:var(--on-p);cursor:pointer;box-shadow:0 3px 1px -2px rgba(0,0,0,.2),0 2px 2px rgba(0,0,0,.14),0 1px 5px rgba(0,0,0,.12)}
.go:disabled{opacity:.6;cursor:default}
.foot{margin-top:24px;text-align:center;font-size:.875rem;color:var(--muted)}.foot a{text-decoration:underline}.foot p{margin:8px 0 0}
[hidden]{display:none!important}
@media (min-width:600px){.switch{top:16px;inset-inline-end:16px}.side{padding:80px 48px}}
@media (min-width:900px){.page{grid-template-columns:minmax(0,1.15fr) minmax(420px,1fr)}
.art{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:24px;padding:48px;text-align:center;background:linear-gradient(160deg,color-mix(in srgb,var(--p) 10%,transparent),color-mix(in srgb,var(--p2) 8%,transparent))}
.art svg{width:min(400px,80%);height:auto}.art p{margin:0;max-width:440px;color:var(--muted)}.art .big{font-size:1.5rem;font-weight:700;color:var(--ink);margin-bottom:8px}}
`;

/**
 * The page's script (served as a file: the content-security policy allows no inline script).
 * Plain ES5 and the DOM, no library.
 */
const JS = `(function(){
var d=document,h=d.documentElement,f=d.getElementById('login-form');if(!f)return;
var data=JSON.parse(d.getElementById('login-data').textContent),lang=h.lang,busy=false;
var id=f.elements.identifier,pw=f.elements.password,go=f.querySelector('.go'),alertBox=d.getElementById('login-error');
function m(k){return data.messages[lang][k]||k;}
function keep(s,k,v){try{s.setItem(k,v);}catch(e){}}
function stored(k){try{return localStorage.getItem(k);}catch(e){return null;}}
function target(){var r=new URLSearchParams(location.search).get('redirect');
if(!r||r.charAt(0)!=='/'||r.slice(0,2)==='//'||r.slice(0,2)==='/\\\\'||r.slice(0,6)==='/login')return '/';return r;}
function setLang(l){lang=l;h.lang=l;h.dir=l==='ar'?'rtl':'ltr';d.title=m('identity.login.title')+' | '+m('app.title');
[].forEach.call(d.querySelectorAll('[data-t]'),function(e){e.textContent=m(e.getAttribute('data-t'));});
[].forEach.call(d.querySelectorAll('[data-t-label]'),function(e){e.setAttribute('aria-label',m(e.getAttribute('data-t-label')));});
[].forEach.call(d.querySelectorAll('.switch button'),function(b){b.setAttribute('aria-pressed',String(b.value===l));});
eye();keep(localStorage,'language',l);
d.cookie='language='+l+'; Max-Age=2592000; Path=/; SameSite=Lax'+(location.protocol==='https:'?'; Secure':'');}
var eyeBtn=f.querySelector('.eye');
function eye(){var on=eyeBtn.getAttribute('aria-pressed')==='true';eyeBtn.setAttribute('aria-label',m(on?'shell.login.hidePassword':'shell.login.showPassword'));}
eyeBtn.hidden=false;eyeBtn.addEventListener('click',function(){var on=pw.type==='password';pw.type=on?'text':'password';eyeBtn.setAttribute('aria-pressed',String(on));eye();});
d.getElementById('language-form').addEventListener('submit',function(e){e.preventDefault();var l=e.submitter&&e.submitter.value;
if(!l||!data.messages[l])return;setLang(l);var q=new URLSearchParams(location.search);q.set('lang',l);history.replaceState(null,'','/login?'+q);});
var s=stored('language');if(s&&s.charAt(0)==='"')s=s.slice(1,-1);
if(s!==lang&&data.messages[s]&&!new URLSearchParams(location.search).get('lang'))setLang(s);else keep(localStorage,'language',lang);
function fieldError(input,msg){var box=input.closest('.field'),help=d.getElementById(input.id+'-help');
box.classList.toggle('bad',!!msg);input.setAttribute('aria-invalid',String(!!msg));help.textContent=msg||' ';}
function showAlert(msg,unverified){alertBox.hidden=!msg;alertBox.textContent=msg||'';if(!unverified)return;
var a=d.createElement('a'),v=id.value.trim();a.textContent=m('identity.verify.resend');
a.href=data.links.verify+(v.indexOf('@')>=0?'?email='+encodeURIComponent(v):'');alertBox.appendChild(a);}
id.addEventListener('input',function(){fieldError(id,'');});pw.addEventListener('input',function(){fieldError(pw,'');});
var STATUS={0:'errors.network',429:'errors.rateLimited',502:'errors.unavailable',503:'errors.unavailable',504:'errors.unavailable'};
function fail(status,err){err=err||{};var fields=err.fields||{},shown=false;
['identifier','password'].forEach(function(n){if(fields[n]){fieldError(f.elements[n],fields[n].message);shown=true;}});
var msg=err.message||m(STATUS[status]||(status>=500?'errors.internal':'errors.badRequest'));
showAlert(shown&&!err.message?'':msg,err.code==='identity.emailNotVerified');
pw.value='';busy=false;go.disabled=false;}
f.addEventListener('submit',function(e){e.preventDefault();if(busy)return;showAlert('');
var ident=id.value.trim(),pass=pw.value;fieldError(id,ident?'':m('validation.required'));fieldError(pw,pass?'':m('validation.required'));
if(!ident||!pass)return;busy=true;go.disabled=true;
fetch(data.api+'/auth/login',{method:'POST',credentials:'same-origin',headers:{'content-type':'application/json','accept-language':lang},body:JSON.stringify({identifier:ident,password:pass})})
.then(function(r){return r.json().catch(function(){return {};}).then(function(b){
if(!r.ok)return fail(r.status,b.error);var to=target();
if(b.twoFactorRequired){keep(sessionStorage,'identity.challenge',JSON.stringify({challengeToken:b.challengeToken,redirect:to,identifier:ident,expiresAt:Date.now()+300000}));
location.assign(data.links.twoSteps);return;}
keep(localStorage,'accessToken',b.accessToken);location.replace(to);});},function(){fail(0);});});
})();`;

const hash = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 10);
export const LOGIN_JS = { body: JS, path: `/site-assets/login.${hash(JS)}.js` };

/** The language of the sign-in page: `?lang=`, the app's `language` cookie, the browser's. */
export function loginLanguage(
  query: unknown,
  cookie: string | undefined,
  pick: () => LocaleCode,
): LocaleCode {
  const q = (query as Record<string, unknown> | undefined)?.['lang'];
  if (isLocaleCode(q)) return q;
  if (isLocaleCode(cookie)) return cookie;
  return pick();
}

export type LoginTheme = 'light' | 'dark' | 'system';

const BOOK =
  'M23 15.2c-3.4-2.4-8.2-3.4-13.8-2.9v21.2c5.4-.4 10 .6 13 2.9V15.2Zm2 21.2c3-2.3 7.6-3.3 13-2.9V12.3c-5.6-.5-10.4.5-13 2.9v21.2Z';
const EYE =
  'M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3';
const EYE_OFF =
  'M12 7c2.76 0 5 2.24 5 5 0 .65-.13 1.26-.36 1.83l2.92 2.92c1.51-1.26 2.7-2.89 3.43-4.75-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7M2 4.27l2.28 2.28.46.46C3.08 8.3 1.78 10.02 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3zM7.53 9.8l1.55 1.55c-.05.21-.08.43-.08.65 0 1.66 1.34 3 3 3 .22 0 .44-.03.65-.08l1.55 1.55c-.67.33-1.41.53-2.2.53-2.76 0-5-2.24-5-5 0-.79.2-1.53.53-2.2m4.31-.78 3.15 3.15.02-.16c0-1.66-1.34-3-3-3z';

/** An open book on a page, in the brand's colours (the split page's illustration). */
const ART = raw(
  `<svg viewBox="0 0 240 180" aria-hidden="true"><circle cx="120" cy="92" r="78" fill="var(--p)" opacity=".08"/><path d="M120 52c-22-14-52-18-80-14v98c28-4 58 0 80 14Z" fill="var(--paper)" stroke="var(--p)" stroke-width="3"/><path d="M120 52c22-14 52-18 80-14v98c-28-4-58 0-80 14Z" fill="var(--paper)" stroke="var(--p)" stroke-width="3"/><path d="M120 52v98" stroke="var(--p2)" stroke-width="3"/><g stroke="var(--p)" stroke-width="2" opacity=".35"><path d="M56 66c16-2 32 0 48 6M56 82c16-2 32 0 48 6M56 98c16-2 32 0 48 6M136 72c16-6 32-8 48-6M136 88c16-6 32-8 48-6M136 104c16-6 32-8 48-6"/></g></svg>`,
);

/**
 * The whole document of `/login` in a language. Needs no database (the bundle-size bench
 * renders it too): what it shows is the catalogue's.
 */
export function renderLoginPage(
  lang: LocaleCode,
  o: { apiBase?: string; theme?: LoginTheme; redirect?: string | null } = {},
): string {
  const t = (key: Key) => translate(lang, key);
  const messages = Object.fromEntries(
    LOCALE_CODES.map((code) => [
      code,
      Object.fromEntries(KEYS.map((k) => [k, translate(code, k)])),
    ]),
  );
  const data = { api: o.apiBase ?? '/api', links: LOGIN_LINKS, messages };
  const tx = (key: Key): Html => h`<span data-t="${key}">${t(key)}</span>`;
  const langs = LOCALE_CODES.map(
    (code) =>
      h`<button type="submit" name="lang" value="${code}" lang="${code}" aria-pressed="${String(code === lang)}" data-testid="language-${code}">${getLocale(code).label}</button>`,
  );
  const field = (
    name: 'identifier' | 'password',
    label: Key,
    attrs: Html,
    extra: Html | string = '',
  ): Html =>
    h`<div class="field${name === 'password' ? ' pw' : ''}"><label for="${name}" data-t="${label}">${t(label)}</label><input id="${name}" name="${name}" placeholder=" " aria-describedby="${name}-help" ${attrs}>${extra}</div><p class="help" id="${name}-help" aria-live="polite"> </p>`;
  return `<!doctype html>${
    h`<html lang="${lang}" dir="${dirOf(lang)}" data-theme="${o.theme ?? 'light'}"><head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t('identity.login.title')} | ${t('app.title')}</title>
<meta name="robots" content="noindex"><meta name="theme-color" content="#065A94">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<link rel="preload" href="${preloadFont(lang)}" as="font" type="font/woff2" crossorigin>
<style>${raw(lang === 'ar' ? FACES.arabic : FACES.latin)}${raw(CSS)}</style><script src="${LOGIN_JS.path}" defer></script>
</head><body>
<a class="skip" href="#main-content">${tx('site.skip')}</a>
<header><form class="switch" id="language-form" method="get" action="/login">${o.redirect ? h`<input type="hidden" name="redirect" value="${o.redirect}">` : ''}<div role="group" aria-label="${t('shell.language')}" data-t-label="shell.language">${langs}</div></form></header>
<main class="page" id="main-content">
<div class="art">${ART}<div><p class="big">${tx('identity.art.login.title')}</p><p>${tx('identity.art.login.text')}</p></div></div>
<div class="side"><div class="col">
<a class="brand" href="/"><svg viewBox="0 0 48 48" aria-hidden="true"><rect width="48" height="48" rx="12"/><path fill="#fff" d="${BOOK}"/></svg><span><b data-t="app.title">${t('app.title')}</b><small data-t="app.organisation">${t('app.organisation')}</small></span></a>
<h1 data-t="identity.login.title">${t('identity.login.title')}</h1>
<p class="sub" data-t="identity.login.subtitle">${t('identity.login.subtitle')}</p>
<form id="login-form" data-testid="login-form" method="post" action="/login" novalidate>
<div class="alert" id="login-error" data-testid="login-error" role="alert" hidden></div>
${field('identifier', 'identity.login.identifier', raw('type="text" dir="auto" maxlength="254" inputmode="email" autocomplete="username" autofocus required'))}
${field(
  'password',
  'identity.field.password',
  raw('type="password" dir="ltr" maxlength="256" autocomplete="current-password" required'),
  h`<button type="button" class="eye" aria-pressed="false" aria-label="${t('shell.login.showPassword')}" hidden><svg class="on" viewBox="0 0 24 24" aria-hidden="true"><path d="${EYE}"/></svg><svg class="off" viewBox="0 0 24 24" aria-hidden="true"><path d="${EYE_OFF}"/></svg></button>`,
)}
<p class="forgot"><a href="${LOGIN_LINKS.forgot}" data-t="identity.login.forgot">${t('identity.login.forgot')}</a></p>
<button type="submit" class="go" data-t="identity.login.submit">${t('identity.login.submit')}</button>
</form>
<div class="foot"><span data-t="identity.login.noAccount">${t('identity.login.noAccount')}</span> <a href="${LOGIN_LINKS.register}" data-t="identity.login.register">${t('identity.login.register')}</a><p><a href="${LOGIN_LINKS.appUsers}" data-t="identity.login.appUsers">${t('identity.login.appUsers')}</a></p></div>
</div></div>
</main>
<script type="application/json" id="login-data">${raw(jsonForScript(data))}</script>
</body></html>`.html
  }`;
}
