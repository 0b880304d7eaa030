// Starts the Google tag with the measurement id the server put in the page (loaded only when one is configured).
(function () {
  var island = document.getElementById('__SITE__');
  var site = island ? JSON.parse(island.textContent || '{}') : {};
  if (!site.gaMeasurementId) return;
  window.dataLayer = window.dataLayer || [];
  window.gtag = function () {
    window.dataLayer.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', site.gaMeasurementId);
  if (site.adsSendTo) window.gtag('config', site.adsSendTo.split('/')[0]);
})();
