/**
 * An accessible theme for the API reference (Swagger UI at /api/docs), served by the app beside Swagger UI's own
 * files (so under the same Content-Security-Policy): Swagger UI's colours miss WCAG 2.1 AA contrast and some of its
 * controls have no name. The CSS darkens the same hues to 4.5:1; the script names what Swagger UI leaves unnamed,
 * on every render (Swagger UI redraws a part whenever it opens or closes).
 */

const CSS = `
.swagger-ui .topbar .download-url-wrapper .download-url-button { background: #2f6b1f; }
.swagger-ui .info .title small { background: #545b66; }
.swagger-ui .info .title small.version-stamp { background: #3d6b00; }
.swagger-ui .info .url, .swagger-ui .info a { color: #1f5fa8; }
.swagger-ui .btn.authorize { color: #1a7a4c; border-color: #1a7a4c; }
.swagger-ui .btn.authorize svg { fill: #1a7a4c; }
.swagger-ui .opblock .opblock-summary-method { color: #fff; }
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1f6fb5; }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #177245; }
.swagger-ui .opblock.opblock-put .opblock-summary-method { background: #9a5a00; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #c01f1f; }
.swagger-ui .opblock.opblock-patch .opblock-summary-method { background: #136f63; }
.swagger-ui .opblock.opblock-head .opblock-summary-method,
.swagger-ui .opblock.opblock-options .opblock-summary-method { background: #5b2a99; }
.swagger-ui .parameter__in, .swagger-ui .parameter__type, .swagger-ui .prop-format { color: #595959; }
.swagger-ui .microlight span[style*="rgb(211, 99, 99)"] { color: #f08c8c !important; }
.swagger-ui .microlight span[style*="rgb(162, 252, 162)"] { color: #a2fca2 !important; }
`;

const SCRIPT = `
(() => {
  const name = () => {
    document.querySelectorAll('.topbar img:not([alt])').forEach((img) => img.setAttribute('alt', 'Bürgerportal'));
    document.querySelectorAll('#download-url-input:not([aria-label])').forEach((input) => input.setAttribute('aria-label', 'Adresse der API-Beschreibung'));
    document.querySelectorAll('select#servers:not([aria-label])').forEach((select) => select.setAttribute('aria-label', 'Server'));
    document.querySelectorAll('tr[data-param-name] select:not([aria-label])').forEach((select) => select.setAttribute('aria-label', select.closest('tr').dataset.paramName));
    document.querySelectorAll('.dark-mode-toggle button:not([aria-label])').forEach((button) => button.setAttribute('aria-label', 'Dunkles Farbschema umschalten'));
    // the deep link inside the button that opens an operation would be a control inside a control; the button sets the address itself
    document.querySelectorAll('.opblock-summary-control a[href]').forEach((link) => link.removeAttribute('href'));
    // examples that scroll sideways must be reachable by keyboard
    document.querySelectorAll('pre.microlight:not([tabindex])').forEach((pre) => pre.setAttribute('tabindex', '0'));
  };
  new MutationObserver(name).observe(document.documentElement, { childList: true, subtree: true });
  name();
})();
`;

/** Swagger UI's `theme` files: the CSS and the script above. */
export const ACCESSIBLE_DOCS_THEME = {
  css: [{ filename: 'accessible-theme.css', content: CSS }],
  js: [{ filename: 'accessible-theme.js', content: SCRIPT }],
};
