/*
 * Device Manager's browser check: runs before the console, in any browser (ES5 only, no module; a test parses it as
 * ES5). A browser older than the supported ones (package.json "browserslist") gets a short page in its language
 * saying which browsers work, instead of a blank page. The features tested came with those versions or before:
 * structuredClone (Chrome 98, Firefox 94, Safari 15.4), Array.prototype.findLast (Chrome 97, Firefox 104, Safari
 * 15.4), Object.hasOwn, and MathML elements (Chrome 109, Firefox 71, Safari 14.1), which keep Chrome 98 to 108 out.
 * Edge and Firefox add nothing their older versions lack that the others all have, so their versions are read from
 * the user agent (Edg/120, Firefox/114 are refused); a browser that names neither is judged by its features.
 */
(function () {
  var BROWSERS = 'Chrome 109, Edge 121, Firefox 115, Safari 15.4';
  /** The oldest version of `name` in BROWSERS, and whether the user agent's `token/version` is older. */
  function olderThanSupported(name, token) {
    var oldest = new RegExp(name + ' (\\d+)').exec(BROWSERS);
    var named = new RegExp('\\b' + token + '/(\\d+)\\.').exec(String(navigator.userAgent || ''));
    return Boolean(oldest && named) && Number(named[1]) < Number(oldest[1]);
  }
  var supported =
    typeof window.structuredClone === 'function' &&
    typeof Array.prototype.findLast === 'function' &&
    typeof Object.hasOwn === 'function' &&
    typeof window.MathMLElement === 'function' &&
    !olderThanSupported('Chrome', 'Chrome') &&
    !olderThanSupported('Edge', 'Edg') &&
    !olderThanSupported('Firefox', 'Firefox');
  if (supported) return;

  var TEXTS = {
    en: [
      'This browser is too old for Device Manager',
      'Device Manager works in these browsers and their newer versions: ',
      '. Update your browser, or open this address in one of them.',
    ],
    fr: [
      'Ce navigateur est trop ancien pour Device Manager',
      'Device Manager fonctionne avec ',
      " ou plus récent. Mettez à jour votre navigateur, ou ouvrez cette adresse dans l'un d'eux.",
    ],
    de: [
      'Dieser Browser ist zu alt für Device Manager',
      'Device Manager läuft in ',
      ' oder neuer. Aktualisieren Sie Ihren Browser oder öffnen Sie diese Adresse in einem davon.',
    ],
    nl: [
      'Deze browser is te oud voor Device Manager',
      'Device Manager werkt in ',
      ' of nieuwer. Werk uw browser bij, of open dit adres in een van deze browsers.',
    ],
    sv: [
      'Den här webbläsaren är för gammal för Device Manager',
      'Device Manager fungerar i ',
      ' eller senare. Uppdatera webbläsaren, eller öppna adressen i någon av dem.',
    ],
    da: [
      'Denne browser er for gammel til Device Manager',
      'Device Manager virker i ',
      ' eller nyere. Opdater din browser, eller åbn adressen i en af dem.',
    ],
    es: [
      'Este navegador es demasiado antiguo para Device Manager',
      'Device Manager funciona en ',
      ' o posterior. Actualice su navegador o abra esta dirección en uno de ellos.',
    ],
  };
  var stored;
  try {
    stored = window.localStorage.getItem('dm.language');
  } catch (_blocked) {
    stored = null; // storage may be blocked: the browser's languages decide
  }
  var wanted = [stored].concat(navigator.languages || [navigator.language]);
  var lang = 'en';
  for (var i = 0; i < wanted.length; i++) {
    var code = String(wanted[i] || '')
      .slice(0, 2)
      .toLowerCase();
    if (TEXTS[code]) {
      lang = code;
      break;
    }
  }
  var text = TEXTS[lang];
  document.documentElement.setAttribute('data-unsupported-browser', '');
  document.documentElement.setAttribute('lang', lang);

  function show() {
    var main = document.createElement('main');
    main.setAttribute(
      'style',
      'max-width:560px;margin:15vh auto;padding:0 16px;font-family:sans-serif;line-height:1.5'
    );
    var heading = document.createElement('h1');
    heading.setAttribute('style', 'font-size:1.4em');
    heading.appendChild(document.createTextNode(text[0]));
    var line = document.createElement('p');
    line.appendChild(document.createTextNode(text[1] + BROWSERS + text[2]));
    main.appendChild(heading);
    main.appendChild(line);
    document.body.innerHTML = '';
    document.body.appendChild(main);
  }
  if (document.body) show();
  else document.addEventListener('DOMContentLoaded', show);
})();
