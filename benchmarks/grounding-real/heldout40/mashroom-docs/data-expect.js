// Only sets data-expect marks on links of the page's table of contents (the in-page list, div.toc), by CSS selector.
// They are set here, not in the markup, because the page's own script copies that list into its hidden slide-out
// menu (#toc-wrapper), which would duplicate marks written in the markup. Does nothing else.
(function () {
  var marks = [
    ['.toc a[href="#about"]', 'toc-about'],
    ['.toc a[href="#portal"]', 'toc-portal-feature'],
    ['.toc a[href="#core"]', 'toc-core'],
    ['.toc a[href="#featurecompatibilitymatrix"]', 'toc-matrix'],
    ['.toc a[href="#architecture"]', 'toc-architecture'],
    ['.toc a[href="#plugincontext"]', 'toc-plugin-context'],
    ['.toc a[href="#install"]', 'toc-install'],
    ['.toc a[href="#security"]', 'toc-security-setup'],
    ['.toc a[href="#acl"]', 'toc-acl'],
    ['.toc a[href="#csrf"]', 'toc-csrf'],
    ['.toc a[href="#logstash"]', 'toc-logstash'],
    ['.toc a[href="#browser"]', 'toc-browser-cache'],
    ['.toc a[href="#healthchecks"]', 'toc-health'],
    ['.toc a[href="#adminui"]', 'toc-admin-ui'],
    ['.toc a[href="#architecture-1"]', 'toc-portal-architecture'],
    ['.toc a[href="#spamode"]', 'toc-spa'],
    ['.toc a[href="#security-1"]', 'toc-portal-security'],
    ['.toc a[href="#addinganewsite"]', 'toc-add-site'],
    ['.toc a[href="#services"]', 'toc-services-core'],
    ['.toc a[href="#static"]', 'toc-static'],
    ['.toc a[href="#usage"]', 'toc-usage-first'],
    ['.toc a[href="#acl-1"]', 'toc-security-acl'],
    ['.toc a[href="#usage-2"]', 'toc-usage-ldap'],
    ['.toc a[href="#keycloak"]', 'toc-keycloak'],
    ['.toc a[href="#githuboauth2"]', 'toc-github'],
    ['.toc a[href="#usage-7"]', 'toc-helmet-usage'],
    ['.toc a[href="#usagewithsentinel"]', 'toc-sentinel'],
    ['.toc a[href="#usagewithacluster"]', 'toc-redis-cluster'],
    ['.toc a[href="#usage-58"]', 'toc-usage-last'],
    ['.toc a[href="#3rdpartyplugins"]', 'toc-3rd-party']
  ];
  var tries = 0;
  (function run() {
    var left = 0;
    marks.forEach(function (m) {
      var el = document.querySelector(m[0]);
      if (el) el.setAttribute('data-expect', m[1]); else left++;
    });
    if (left && ++tries < 50) setTimeout(run, 100);
  })();
})();
