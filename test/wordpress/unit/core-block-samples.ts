/**
 * Each core block the editor offers (MASTHEAD_CORE_BLOCKS), as WordPress writes it, with the nodes the site draws
 * from it: the plugin's conversion (block-nodes.test.ts) and its notes to editors (block-notes.test.ts) both read them.
 */
const IMG = (src: string, alt: string, caption = '') =>
  `<!-- wp:image --><figure class="wp-block-image"><img src="${src}" alt="${alt}" width="40" height="30"/>${caption ? `<figcaption class="wp-element-caption">${caption}</figcaption>` : ''}</figure><!-- /wp:image -->`;
const FILE = (name: string, title: string) =>
  `<!-- wp:file {"id":12,"href":"http://wp.example/wp-content/uploads/2024/05/${name}"} --><div class="wp-block-file"><a id="wp-block-file--media-1" href="http://wp.example/wp-content/uploads/2024/05/${name}">${title}</a><a href="http://wp.example/wp-content/uploads/2024/05/${name}" class="wp-block-file__button wp-element-button" download aria-describedby="wp-block-file--media-1">Download</a></div><!-- /wp:file -->`;
const DETAILS = (summary: string, answer: string) =>
  `<!-- wp:details --><details class="wp-block-details"><summary>${summary}</summary><!-- wp:paragraph {"placeholder":"Type / to add a hidden block"} --><p>${answer}</p><!-- /wp:paragraph --></details><!-- /wp:details -->`;
const image = (src: string, alt: string) => ({ src, alt, width: 40, height: 30 });

/** Each core block the editor offers, as WordPress writes it, and the nodes the site draws from it. */
export const SAMPLES: [string, string, unknown[]][] = [
  [
    'paragraph, heading, list and list items',
    '<!-- wp:heading --><h2 class="wp-block-heading">Title</h2><!-- /wp:heading --><!-- wp:paragraph --><p>Text</p><!-- /wp:paragraph --><!-- wp:list --><ul><!-- wp:list-item --><li>One</li><!-- /wp:list-item --></ul><!-- /wp:list -->',
    [{ type: 'rich-text', html: '<h2>Title</h2><p>Text</p><ul><li>One</li></ul>' }],
  ],
  [
    'a heading and lists as 6.2 on write them (a class, items as blocks): as 6.1 writes them',
    '<!-- wp:heading {"level":3} --><h3 class="wp-block-heading">Title</h3><!-- /wp:heading --><!-- wp:list --><ul class="wp-block-list"><!-- wp:list-item --><li>One</li><!-- /wp:list-item -->\n\n<!-- wp:list-item --><li>Two <!-- wp:list --><ul class="wp-block-list"><!-- wp:list-item --><li>Inner</li><!-- /wp:list-item --></ul><!-- /wp:list --></li><!-- /wp:list-item --></ul><!-- /wp:list -->',
    [{ type: 'rich-text', html: '<h3>Title</h3><ul><li>One</li><li>Two <ul><li>Inner</li></ul></li></ul>' }],
  ],
  [
    'separator, html and classic text',
    '<!-- wp:separator --><hr class="wp-block-separator has-alpha-channel-opacity"/><!-- /wp:separator --><!-- wp:html --><p>Raw</p><!-- /wp:html --><!-- wp:freeform -->Classic<!-- /wp:freeform -->',
    [{ type: 'rich-text', html: '<hr><p>Raw</p><p>Classic</p>' }],
  ],
  [
    'code and preformatted',
    '<!-- wp:code --><pre class="wp-block-code"><code>npm start</code></pre><!-- /wp:code --><!-- wp:preformatted --><pre class="wp-block-preformatted">Line one<br>Line two</pre><!-- /wp:preformatted -->',
    [
      {
        type: 'rich-text',
        html: '<pre class="wp-block-code"><code>npm start</code></pre><pre class="wp-block-preformatted">Line one<br>Line two</pre>',
      },
    ],
  ],
  [
    'buttons',
    '<!-- wp:buttons --><div class="wp-block-buttons"><!-- wp:button --><div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="/contact/">Contact us</a></div><!-- /wp:button --><!-- wp:button --><div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="/jobs/?a=1&amp;b=2">Jobs &amp; roles</a></div><!-- /wp:button --></div><!-- /wp:buttons -->',
    [
      {
        type: 'rich-text',
        html: '<p class="content-buttons"><a class="button button--primary" href="/contact/">Contact us</a> <a class="button button--primary" href="/jobs/?a=1&amp;b=2">Jobs &amp; roles</a></p>',
      },
    ],
  ],
  [
    'group',
    '<!-- wp:group --><div class="wp-block-group"><!-- wp:paragraph --><p>In a group</p><!-- /wp:paragraph -->' +
      IMG('/media/g.jpg', 'G') +
      '</div><!-- /wp:group -->',
    [
      { type: 'rich-text', html: '<p>In a group</p>' },
      { type: 'image', image: image('/media/g.jpg', 'G') },
    ],
  ],
  [
    'columns and column',
    '<!-- wp:columns --><div class="wp-block-columns"><!-- wp:column --><div class="wp-block-column"><!-- wp:heading --><h2 class="wp-block-heading">Left</h2><!-- /wp:heading --><!-- wp:paragraph --><p>Left text</p><!-- /wp:paragraph --></div><!-- /wp:column --><!-- wp:column --><div class="wp-block-column"><!-- wp:paragraph --><p>Right text</p><!-- /wp:paragraph --></div><!-- /wp:column --></div><!-- /wp:columns -->',
    [
      {
        type: 'rich-text',
        html: '<div class="content-columns"><div class="content-column"><h2>Left</h2><p>Left text</p></div><div class="content-column"><p>Right text</p></div></div>',
      },
    ],
  ],
  [
    'columns with widths, between paragraphs: one run of text',
    '<!-- wp:paragraph --><p>Before</p><!-- /wp:paragraph --><!-- wp:columns --><div class="wp-block-columns"><!-- wp:column {"width":"33.33%"} --><div class="wp-block-column" style="flex-basis:33.33%"><!-- wp:paragraph --><p>Narrow</p><!-- /wp:paragraph --></div><!-- /wp:column --><!-- wp:column {"width":"66.66%"} --><div class="wp-block-column" style="flex-basis:66.66%"><!-- wp:paragraph --><p>Wide</p><!-- /wp:paragraph --></div><!-- /wp:column --></div><!-- /wp:columns --><!-- wp:columns --><div class="wp-block-columns"><!-- wp:column {"width":"25%"} --><div class="wp-block-column"><!-- wp:paragraph --><p>Quarter</p><!-- /wp:paragraph --></div><!-- /wp:column --><!-- wp:column --><div class="wp-block-column"><!-- wp:paragraph --><p>The rest</p><!-- /wp:paragraph --></div><!-- /wp:column --></div><!-- /wp:columns -->',
    [
      {
        type: 'rich-text',
        html:
          '<p>Before</p><div class="content-columns"><div class="content-column content-column--33"><p>Narrow</p></div><div class="content-column content-column--66"><p>Wide</p></div></div>' +
          '<div class="content-columns"><div class="content-column content-column--25"><p>Quarter</p></div><div class="content-column content-column--75"><p>The rest</p></div></div>',
      },
    ],
  ],
  [
    'columns holding text and an image: side by side',
    '<!-- wp:columns --><div class="wp-block-columns"><!-- wp:column --><div class="wp-block-column"><!-- wp:paragraph --><p>Beside</p><!-- /wp:paragraph --></div><!-- /wp:column --><!-- wp:column --><div class="wp-block-column">' +
      IMG('/media/c.jpg', 'C', 'Seen') +
      '</div><!-- /wp:column --></div><!-- /wp:columns -->',
    [
      {
        type: 'rich-text',
        html: '<div class="content-columns"><div class="content-column"><p>Beside</p></div><div class="content-column"><figure><img src="/media/c.jpg" alt="C" width="40" height="30"><figcaption>Seen</figcaption></figure></div></div>',
      },
    ],
  ],
  [
    'columns holding a quote: their blocks in order',
    '<!-- wp:columns --><div class="wp-block-columns"><!-- wp:column --><div class="wp-block-column"><!-- wp:paragraph --><p>Beside</p><!-- /wp:paragraph --></div><!-- /wp:column --><!-- wp:column --><div class="wp-block-column">' +
      '<!-- wp:quote --><blockquote class="wp-block-quote"><!-- wp:paragraph --><p>Said.</p><!-- /wp:paragraph --><cite>Someone</cite></blockquote><!-- /wp:quote -->' +
      '</div><!-- /wp:column --></div><!-- /wp:columns -->',
    [
      { type: 'rich-text', html: '<p>Beside</p>' },
      { type: 'quote', quote: 'Said.', attribution: 'Someone' },
    ],
  ],
  ['image', IMG('/media/i.jpg', 'I', 'A caption'), [{ type: 'image', image: image('/media/i.jpg', 'I'), caption: 'A caption' }]],
  [
    'gallery',
    `<!-- wp:gallery {"linkTo":"none"} --><figure class="wp-block-gallery has-nested-images columns-default is-cropped">${IMG('/media/a.jpg', 'A', 'First &amp; best')}${IMG('/media/b.jpg', 'B')}</figure><!-- /wp:gallery -->` +
      `<!-- wp:gallery {"columns":2,"linkTo":"none"} --><figure class="wp-block-gallery has-nested-images columns-2 is-cropped">${IMG('/media/c.jpg', 'C')}</figure><!-- /wp:gallery -->`,
    [
      {
        type: 'rich-text',
        html:
          '<div class="content-gallery content-gallery--3"><figure><img src="/media/a.jpg" alt="A" width="40" height="30"><figcaption>First &amp; best</figcaption></figure><figure><img src="/media/b.jpg" alt="B" width="40" height="30"></figure></div>' +
          '<div class="content-gallery content-gallery--2"><figure><img src="/media/c.jpg" alt="C" width="40" height="30"></figure></div>',
      },
    ],
  ],
  [
    'quote',
    '<!-- wp:quote --><blockquote class="wp-block-quote"><!-- wp:paragraph --><p>Said.</p><!-- /wp:paragraph --><cite>Someone</cite></blockquote><!-- /wp:quote -->',
    [{ type: 'quote', quote: 'Said.', attribution: 'Someone' }],
  ],
  [
    'table',
    '<!-- wp:table --><figure class="wp-block-table"><table><tbody><tr><td>a</td><td>b</td></tr></tbody></table></figure><!-- /wp:table -->',
    [{ type: 'table', head: [], rows: [['a', 'b']] }],
  ],
  [
    'table with bold, italics and links in its cells',
    '<!-- wp:table --><figure class="wp-block-table"><table><thead><tr><th>Brand</th><th>Readers</th></tr></thead><tbody><tr><td><strong>Good Food</strong></td><td><a href="/our-brands/goodfood/">1m</a> <em>monthly</em></td></tr></tbody></table><figcaption class="wp-element-caption">Sample</figcaption></figure><!-- /wp:table -->',
    [
      {
        type: 'rich-text',
        html: '<figure class="wp-block-table"><table><thead><tr><th>Brand</th><th>Readers</th></tr></thead><tbody><tr><td><strong>Good Food</strong></td><td><a href="/our-brands/goodfood/">1m</a> <em>monthly</em></td></tr></tbody></table><figcaption class="wp-element-caption">Sample</figcaption></figure>',
      },
    ],
  ],
  [
    'embeds: a YouTube video with a caption and a Vimeo video as facades, a post elsewhere as a link',
    '<!-- wp:embed {"url":"https://www.youtube.com/watch?v=aqz-KE-bpKQ","type":"video","providerNameSlug":"youtube","responsive":true,"className":"wp-embed-aspect-16-9 wp-has-aspect-ratio"} --><figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube wp-embed-aspect-16-9 wp-has-aspect-ratio"><div class="wp-block-embed__wrapper">\nhttps://www.youtube.com/watch?v=aqz-KE-bpKQ\n</div><figcaption class="wp-element-caption">Inside the studio</figcaption></figure><!-- /wp:embed -->' +
      '<!-- wp:embed {"url":"https://vimeo.com/123","type":"video","providerNameSlug":"vimeo"} --><figure class="wp-block-embed is-type-video is-provider-vimeo wp-block-embed-vimeo"><div class="wp-block-embed__wrapper">\nhttps://vimeo.com/123\n</div></figure><!-- /wp:embed -->' +
      '<!-- wp:embed {"url":"https://www.flickr.com/photos/x/1","type":"photo","providerNameSlug":"flickr"} --><figure class="wp-block-embed is-type-photo is-provider-flickr wp-block-embed-flickr"><div class="wp-block-embed__wrapper">\nhttps://www.flickr.com/photos/x/1\n</div></figure><!-- /wp:embed -->',
    [
      {
        type: 'embed',
        provider: 'youtube',
        videoId: 'aqz-KE-bpKQ',
        href: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
        caption: 'Inside the studio',
      },
      { type: 'embed', provider: 'vimeo', videoId: '123', href: 'https://vimeo.com/123' },
      { type: 'rich-text', html: '<p><a href="https://www.flickr.com/photos/x/1">See it on Flickr</a></p>' },
    ],
  ],
  [
    'video with a poster, captions and a caption; one from elsewhere as a link',
    '<!-- wp:video {"id":7} --><figure class="wp-block-video"><video controls poster="/wp-content/uploads/2026/11/still.jpg" src="/wp-content/uploads/2026/11/launch.mp4"><track src="/wp-content/uploads/2026/11/launch-en.vtt" kind="captions" srclang="en" label="English" default/></video><figcaption class="wp-element-caption">The launch</figcaption></figure><!-- /wp:video -->' +
      '<!-- wp:video --><figure class="wp-block-video"><video controls src="https://videos.example/a.mp4"></video></figure><!-- /wp:video -->',
    [
      {
        type: 'video',
        src: '/media/2026/11/launch.mp4',
        poster: { src: '/media/2026/11/still.jpg' },
        caption: 'The launch',
        tracks: [{ src: '/media/2026/11/launch-en.vtt', kind: 'captions', srclang: 'en', label: 'English', default: true }],
      },
      { type: 'rich-text', html: '<p><a href="https://videos.example/a.mp4">Watch the video</a></p>' },
    ],
  ],
  [
    'audio with a caption',
    '<!-- wp:audio {"id":8} --><figure class="wp-block-audio"><audio controls src="/wp-content/uploads/2026/11/interview.mp3"></audio><figcaption class="wp-element-caption">The interview</figcaption></figure><!-- /wp:audio -->',
    [{ type: 'audio', src: '/media/2026/11/interview.mp3', caption: 'The interview', tracks: [] }],
  ],
  [
    'pullquote',
    '<!-- wp:pullquote --><figure class="wp-block-pullquote"><blockquote><p>Print is not dead.</p><cite>An editor</cite></blockquote></figure><!-- /wp:pullquote -->',
    [{ type: 'quote', quote: 'Print is not dead.', attribution: 'An editor' }],
  ],
  [
    'cover with a picture, and one with a colour only',
    '<!-- wp:cover {"url":"/media/cover.jpg","dimRatio":50} --><div class="wp-block-cover"><span aria-hidden="true" class="wp-block-cover__background has-background-dim"></span><img class="wp-block-cover__image-background" alt="Studio" src="/media/cover.jpg" width="40" height="30" data-object-fit="cover"/><div class="wp-block-cover__inner-container"><!-- wp:heading --><h2 class="wp-block-heading">Over the picture</h2><!-- /wp:heading --><!-- wp:paragraph --><p>Text</p><!-- /wp:paragraph --></div></div><!-- /wp:cover -->' +
      '<!-- wp:cover {"customOverlayColor":"#2a6f97"} --><div class="wp-block-cover"><span aria-hidden="true" class="wp-block-cover__background has-background-dim-100 has-background-dim" style="background-color:#2a6f97"></span><div class="wp-block-cover__inner-container"><!-- wp:paragraph --><p>On a colour</p><!-- /wp:paragraph --></div></div><!-- /wp:cover -->',
    [
      {
        type: 'image-with-text',
        image: image('/media/cover.jpg', 'Studio'),
        html: '<h2>Over the picture</h2><p>Text</p>',
        imagePosition: 'behind',
      },
      { type: 'rich-text', html: '<p>On a colour</p>' },
    ],
  ],
  [
    'files in a row',
    FILE('annual-report.pdf', 'Annual report') + FILE('figures.xlsx', 'Figures'),
    [
      {
        type: 'downloads',
        files: [
          { title: 'Annual report', href: '/media/2024/05/annual-report.pdf', format: 'PDF' },
          { title: 'Figures', href: '/media/2024/05/figures.xlsx', format: 'XLSX' },
        ],
      },
    ],
  ],
  [
    'details in a row',
    DETAILS('Who?', 'Us.') + DETAILS('When?', 'Now.'),
    [
      {
        type: 'accordion',
        items: [
          { title: 'Who?', html: '<p>Us.</p>' },
          { title: 'When?', html: '<p>Now.</p>' },
        ],
      },
    ],
  ],
  [
    'media and text',
    '<!-- wp:media-text {"mediaId":0,"mediaType":"image","mediaPosition":"right"} --><div class="wp-block-media-text alignwide has-media-on-the-right is-stacked-on-mobile"><figure class="wp-block-media-text__media"><img src="/media/c.jpg" alt="C" width="40" height="30"/></figure><div class="wp-block-media-text__content"><!-- wp:paragraph --><p>Beside</p><!-- /wp:paragraph --></div></div><!-- /wp:media-text -->',
    [{ type: 'image-with-text', image: image('/media/c.jpg', 'C'), html: '<p>Beside</p>', imagePosition: 'right' }],
  ],
];
