import type { BreadcrumbList, Thing, WithContext } from 'schema-dts';
import { dealStructuredData } from '../../features/deals/lib/deal-structured-data';
import type { PageMeta } from '../page-meta';
import { renderHeadTags } from './head-tags';

const PUBLIC_URL = 'https://deals.example.com/';
const SITE = { publicUrl: PUBLIC_URL, siteTimeZone: 'America/New_York' };

const JSON_LD_SCRIPT = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g;

function jsonLdContents(head: string): string[] {
  return [...head.matchAll(JSON_LD_SCRIPT)].map((match) => match[1]);
}

function dealMeta(title: string): PageMeta {
  const structuredData = dealStructuredData(
    {
      id: '42',
      title,
      description: 'A kayak.',
      price: '49.99',
      imageUrl: '/uploads/kayak.jpg',
      expiresAt: null,
      expired: false,
    },
    SITE,
  );
  return { title, path: '/deals/42', type: 'product', structuredData: structuredData ?? undefined };
}

describe('renderHeadTags feed links', () => {
  it('links each feed by its type, title and absolute address', () => {
    const head = renderHeadTags(
      { title: 'Daily Deals', path: '/', feeds: { section: { path: '' }, search: 'kayak' } },
      PUBLIC_URL,
    );
    const title = 'Daily Deals: “kayak”';
    expect(head).toContain(
      `<link rel="alternate" type="application/rss+xml" title="${title}" href="https://deals.example.com/feed.xml?q=kayak" />`,
    );
    expect(head).toContain(
      `<link rel="alternate" type="application/atom+xml" title="${title}" href="https://deals.example.com/atom.xml?q=kayak" />`,
    );
    expect(head).toContain(
      `<link rel="alternate" type="application/feed+json" title="${title}" href="https://deals.example.com/feed.json?q=kayak" />`,
    );
  });

  it('escapes the title and address like the other tags', () => {
    const head = renderHeadTags(
      {
        title: 'Fashion',
        feeds: {
          section: { path: '/fashion', name: 'Fashion' },
          search: `"><script>alert('x')</script>`,
        },
      },
      PUBLIC_URL,
    );
    const alternates = head.split('\n').filter((tag) => tag.startsWith('<link rel="alternate"'));
    expect(alternates).toHaveLength(3);
    expect(alternates[0]).toBe(
      '<link rel="alternate" type="application/rss+xml" title="Daily Deals: Fashion: “&#34;&#62;&#60;script&#62;alert(&#39;x&#39;)&#60;/script&#62;”" href="https://deals.example.com/fashion/feed.xml?q=%22%3E%3Cscript%3Ealert(%27x%27)%3C%2Fscript%3E" />',
    );
  });

  it('writes no feed links for a page without feeds', () => {
    expect(renderHeadTags({ title: 'Privacy', path: '/privacy' }, PUBLIC_URL)).not.toContain(
      'rel="alternate"',
    );
    expect(renderHeadTags(null, PUBLIC_URL)).not.toContain('rel="alternate"');
  });
});

describe('renderHeadTags structured data', () => {
  it('writes the JSON-LD as a script in the head', () => {
    const meta = dealMeta('Inflatable kayak');
    const [content, ...others] = jsonLdContents(renderHeadTags(meta, PUBLIC_URL));
    expect(others).toHaveLength(0);
    expect(JSON.parse(content)).toEqual(meta.structuredData);
  });

  it('writes several blocks as a script each, in order', () => {
    const product = dealMeta('Inflatable kayak').structuredData as WithContext<Thing>;
    const breadcrumbs: WithContext<BreadcrumbList> = {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Home' }],
    };
    const meta = { title: 'Kayak', structuredData: [product, breadcrumbs] };
    const contents = jsonLdContents(renderHeadTags(meta, PUBLIC_URL));
    expect(contents.map((content) => JSON.parse(content) as unknown)).toEqual([
      product,
      breadcrumbs,
    ]);
  });

  it('keeps a hostile title inside the script and reads it back unchanged', () => {
    const title =
      'Kayak </script><script>alert(1)</script> ]]> <!-- --> & \u0000\u0007\u001b\u007f\t\u2028\u2029 🛶👩‍👩‍👧 "quoted" \\';
    const head = renderHeadTags(dealMeta(title), PUBLIC_URL);
    const [content] = jsonLdContents(head);
    expect(content).not.toMatch(/<\/script/i);
    expect(content).not.toMatch(/<!--|]]>|[<>&\u2028\u2029]/);
    expect(head.match(/<script/gi)).toHaveLength(1);
    expect((JSON.parse(content) as { name: string }).name).toBe(title);
  });

  it('writes no script for a page without structured data', () => {
    expect(renderHeadTags({ title: 'Fashion', path: '/fashion' }, PUBLIC_URL)).not.toContain(
      '<script',
    );
  });
});

describe('renderHeadTags preview image', () => {
  it('gives a large card its size where the site knows it', () => {
    const head = renderHeadTags(
      {
        title: 'Kayak',
        image: '/api/images/0123456789abcdef0123456789abcdef.jpg?w=1200',
        imageSize: { width: 1200, height: 800 },
      },
      PUBLIC_URL,
    );
    expect(head).toContain(
      '<meta property="og:image" content="https://deals.example.com/api/images/0123456789abcdef0123456789abcdef.jpg?w=1200" />',
    );
    expect(head).toContain('<meta property="og:image:width" content="1200" />');
    expect(head).toContain('<meta property="og:image:height" content="800" />');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });

  it('says no size for a picture on another site', () => {
    const head = renderHeadTags(
      { title: 'Kayak', image: 'https://images.example/kayak.jpg' },
      PUBLIC_URL,
    );
    expect(head).toContain(
      '<meta property="og:image" content="https://images.example/kayak.jpg" />',
    );
    expect(head).not.toContain('og:image:width');
  });
});
