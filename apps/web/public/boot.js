// Runs before the first paint (a file, not an inline script, for the content-security policy):
// sets <html lang dir> from the stored language and the initial loader's colours from the
// stored theme and skin, and links the web app manifest of the stored language. Keys and
// colours match src/app/config.ts and src/app/theme/tokens.ts.
(function () {
  var LOCALES = { ar: 'rtl', en: 'ltr', fr: 'ltr' };
  var SURFACES = {
    light: { default: '#F4F6FA', bordered: '#FFFFFF' },
    dark: { default: '#0A1930', bordered: '#10284A' },
  };
  var PRIMARY = { light: '#065A94', dark: '#5AA9E6' };
  function read(key) {
    try {
      var raw = window.localStorage.getItem(key);
      return raw === null ? null : JSON.parse(raw);
    } catch {
      try {
        return window.localStorage.getItem(key);
      } catch {
        return null;
      }
    }
  }
  var html = document.documentElement;
  var language = read('language');
  if (!Object.prototype.hasOwnProperty.call(LOCALES, language)) language = 'ar';
  html.lang = language;
  html.dir = LOCALES[language];
  // The installable app's manifest in the stored language (names, direction); the language
  // switch points it at another (src/app/i18n/i18n.ts).
  var manifest = document.createElement('link');
  manifest.rel = 'manifest';
  manifest.href = '/manifest.' + language + '.webmanifest';
  document.head.appendChild(manifest);
  var theme = read('quran-centres-theme');
  var mode = theme === 'dark' ? 'dark' : 'light';
  if (theme === 'system' && window.matchMedia) {
    mode = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  var skin = read('quran-centres-skin') === 'bordered' ? 'bordered' : 'default';
  html.setAttribute('data-theme', mode);
  html.style.colorScheme = mode;
  html.style.setProperty('--qc-loader-surface', SURFACES[mode][skin]);
  html.style.setProperty('--qc-loader-primary', PRIMARY[mode]);
})();
