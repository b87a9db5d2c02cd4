/** The downloads catalogue: material a municipality needs to put the citizen frames on its website. */
export function downloadsPage(publicUrl: string): string {
  const frame = `<iframe src="${publicUrl}/create-case-frame?apiKey=IHR-API-SCHLUESSEL" width="500" height="800" title="Mängelmelder" style="border:0"></iframe>`;
  const escaped = frame.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<!doctype html>
<html lang="de">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Downloads – Bürgerportal</title>
<style>body{font-family:Arial,sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1b1b1b}
h1,h2{color:#003A61}code,pre{background:#f2f4f5;padding:.2rem .4rem;border-radius:4px}pre{padding:1rem;overflow:auto}a{color:#24695c}</style></head>
<body><main>
<h1>Downloads und Einbindung</h1>
<p>Hier finden Sie alles, um den Mängelmelder und die Bürgerinformationen Ihrer Kommune auf Ihrer Website einzubinden.</p>
<h2>Mängelmelder auf der eigenen Website</h2>
<p>Fügen Sie den folgenden Code in Ihre Seite ein und ersetzen Sie <code>IHR-API-SCHLUESSEL</code> durch den API-Schlüssel aus den Mandanteneinstellungen.</p>
<pre><code>${escaped}</code></pre>
<p>Die Karte der veröffentlichten Meldungen erreichen Sie unter <code>${publicUrl}/cases-map?apiKey=IHR-API-SCHLUESSEL</code>.</p>
<h2>Schnittstellen</h2>
<ul>
<li>Open311 GeoReport v2: <a href="${publicUrl}/open311/v2/discovery.json">${publicUrl}/open311/v2/discovery.json</a></li>
</ul>
<h2>Kontakt</h2>
<p>Bei Fragen erreichen Sie den Support unter <a href="mailto:support@buergerportal.example">support@buergerportal.example</a>.</p>
</main></body></html>`;
}
