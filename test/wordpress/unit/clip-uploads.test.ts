/**
 * Video and audio uploads (wordpress/masthead-content/includes/clip-uploads.php, run with `php`): a clip larger
 * than the site serves (contract/media-types.ts) is refused at upload with the reason and what to do instead;
 * a clip within it, any other file, and an upload WordPress already refused pass through unchanged.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEDIA_MAX_BYTES } from '../../../contract/media-types';

const RUNNER = resolve(import.meta.dirname, '../../../wordpress/local/plugin-functions.php');

interface Upload {
  name: string;
  size: number;
  error?: string | number;
}

function filtered(uploads: Upload[]): Upload[] {
  const calls = uploads.map((upload) => ({ fn: 'masthead_clip_upload_size', args: [upload] }));
  return JSON.parse(execFileSync('php', [RUNNER], { input: JSON.stringify(calls), encoding: 'utf8' })) as Upload[];
}

describe('clip uploads', () => {
  it('a video or audio file over the limit is refused, saying why and what to do', () => {
    const [video, audio] = filtered([
      { name: 'launch.mp4', size: MEDIA_MAX_BYTES.video + 1, error: 0 },
      { name: 'interview.MP3', size: MEDIA_MAX_BYTES.audio + 1, error: 0 },
    ]);
    expect(video!.error).toBe(
      'This file is 40.1 MB; the site plays video and audio files of up to 40 MB. Put a longer video on YouTube or Vimeo and embed it.',
    );
    expect(audio!.error).toMatch(/up to 25 MB/);
  });

  it('a clip within the limit, any other file and an upload already refused pass unchanged', () => {
    const uploads: Upload[] = [
      { name: 'launch.webm', size: MEDIA_MAX_BYTES.video, error: 0 },
      { name: 'chime.mp3', size: 5016, error: 0 },
      { name: 'report.pdf', size: MEDIA_MAX_BYTES.video * 2, error: 0 },
      { name: 'launch.mp4', size: MEDIA_MAX_BYTES.video * 2, error: 'The uploaded file exceeds the upload_max_filesize directive.' },
    ];
    expect(filtered(uploads)).toEqual(uploads);
  });
});
