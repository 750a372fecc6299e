import { memo } from 'react';
import { parseBanner } from '../../core/sidebar/banner-markdown';

/**
 * A banner's Markdown as React elements. Never dangerouslySetInnerHTML: every piece of text is a
 * text node, and links exist only for targets `parseBanner` accepts (http(s), mailto, relative).
 */
export const BannerText = memo(function BannerText({ content }: { content: string }) {
  return (
    <>
      {parseBanner(content).map((t, i) => {
        switch (t.type) {
          case 'link': {
            const external = /^(https?:|mailto:)/i.test(t.href);
            return (
              <a key={i} href={t.href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                {t.text}
              </a>
            );
          }
          case 'strong':
            return <strong key={i}>{t.text}</strong>;
          case 'em':
            return <em key={i}>{t.text}</em>;
          case 'code':
            return <code key={i}>{t.text}</code>;
          default:
            return <span key={i}>{t.text}</span>;
        }
      })}
    </>
  );
});
