import sharp from 'sharp';
import type { Plugin } from 'vite';
import { BELL_ICON_PATHS, theme } from '../../libs/ui/src/index';
import { SITE_NAME } from './src/app/site-name';

interface AppIcon {
  fileName: string;
  size: number;
  /** Maskable icons fill the square: the platform cuts its own shape, the bell sits in the safe zone. */
  maskable: boolean;
}

const ICONS: readonly AppIcon[] = [
  { fileName: 'icon-192.png', size: 192, maskable: false },
  { fileName: 'icon-512.png', size: 512, maskable: false },
  { fileName: 'icon-maskable-192.png', size: 192, maskable: true },
  { fileName: 'icon-maskable-512.png', size: 512, maskable: true },
  // iOS rounds the corners itself and fills transparency with black.
  { fileName: 'apple-touch-icon.png', size: 180, maskable: true },
];

/** The white bell, half the icon's width, centred on the brand colour. */
function iconSvg({ size, maskable }: AppIcon): string {
  const corner = maskable ? 0 : size * 0.2;
  const bell = BELL_ICON_PATHS.map((d) => `<path d="${d}"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<rect width="${size}" height="${size}" rx="${corner}" fill="${theme.colors.brand}"/>
<g transform="translate(${size / 4} ${size / 4}) scale(${size / 2 / 24})" fill="none" stroke="${theme.colors.surface}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${bell}</g>
</svg>`;
}

const iconPng = (icon: AppIcon) =>
  sharp(Buffer.from(iconSvg(icon)))
    .png()
    .toBuffer();

function manifestJson(): string {
  return JSON.stringify({
    name: SITE_NAME,
    short_name: SITE_NAME,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: theme.colors.brand,
    background_color: theme.colors.background,
    icons: ICONS.filter(({ fileName }) => fileName.startsWith('icon-')).map((icon) => ({
      src: `/${icon.fileName}`,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.maskable ? 'maskable' : 'any',
    })),
  });
}

/** The files at the root an installable site needs, by name, and what they hold. */
async function rootFiles(): Promise<Map<string, string | Buffer>> {
  const files = new Map<string, string | Buffer>([['manifest.webmanifest', manifestJson()]]);
  for (const icon of ICONS) files.set(icon.fileName, await iconPng(icon));
  return files;
}

const CONTENT_TYPES: Record<string, string> = {
  webmanifest: 'application/manifest+json',
  png: 'image/png',
};

/**
 * The web app manifest (name, theme colour, icons) that makes the site installable, which iOS
 * requires before it offers push; the icons are drawn from the theme at build time.
 */
export function webAppManifest(): Plugin {
  return {
    name: 'deal-site:web-app-manifest',
    async generateBundle() {
      if (this.environment.config.build.ssr) return;
      for (const [fileName, source] of await rootFiles())
        this.emitFile({ type: 'asset', fileName, source });
    },
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'manifest', href: '/manifest.webmanifest' }, injectTo: 'head' },
      {
        tag: 'meta',
        attrs: { name: 'theme-color', content: theme.colors.brand },
        injectTo: 'head',
      },
      {
        tag: 'link',
        attrs: { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
        injectTo: 'head',
      },
    ],
    configureServer(server) {
      const files = rootFiles();
      server.middlewares.use((req, res, next) => {
        const name = req.url?.split('?')[0].slice(1) ?? '';
        files.then((all) => {
          const file = all.get(name);
          if (file === undefined) return next();
          res.setHeader('Content-Type', CONTENT_TYPES[name.split('.').pop() ?? ''] ?? 'text/plain');
          res.end(file);
        }, next);
      });
    },
  };
}
