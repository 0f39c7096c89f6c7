import { useState } from 'react'
import { useT } from '../../i18n/translations'
import type { BlockView } from '../../model/blocks'

const EMBED = {
  youtube: (id: string) =>
    `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1`,
  vimeo: (id: string) =>
    `https://player.vimeo.com/video/${encodeURIComponent(id)}?autoplay=1&dnt=1`,
}

/**
 * A video behind a button: nothing loads from the provider until the visitor asks for it.
 * The transcript follows the figure rather than sitting in it: a figure's caption must be
 * its first or last child.
 */
export function VideoBlock({ block }: { block: Extract<BlockView, { type: 'video' }> }) {
  const { t } = useT()
  const [playing, setPlaying] = useState(false)
  return (
    <div className="video">
      <figure>
        <div className="video-frame">
          {playing ? (
            <iframe
              src={EMBED[block.provider](block.videoId)}
              title={block.title}
              allow="autoplay; encrypted-media; picture-in-picture"
              allowFullScreen
            />
          ) : (
            <button type="button" className="video-play" onClick={() => setPlaying(true)}>
              <span aria-hidden="true" className="video-play-icon">
                ▶
              </span>
              {t('video.play', { title: block.title })}
            </button>
          )}
        </div>
        <figcaption>{block.title}</figcaption>
      </figure>
      {block.transcriptHtml && (
        <details>
          <summary>{t('video.transcript')}</summary>
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: block.transcriptHtml }} />
        </details>
      )}
    </div>
  )
}
