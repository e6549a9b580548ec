import { Button, TextField } from '@shortlist/ui';
import type { FormEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as appStyles from '../../app/app.css.ts';
import * as styles from './EventCheckInScreen.css.ts';
import { createFrameReader } from './qr-frames.ts';

// A code held in front of the camera is read many times a second; it counts once in this window.
const repeatWindowMs = 4000;
const frameIntervalMs = 200;

type CameraState = 'off' | 'starting' | 'on' | 'unavailable' | 'denied';

/** The door scanner: the device camera reading QR codes, and a field to paste a link or code by hand. */
export function QrScanner({ onScan }: { onScan: (text: string) => Promise<void> }) {
  const { t } = useTranslation('candidate');
  const video = useRef<HTMLVideoElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const last = useRef<{ text: string; at: number } | null>(null);
  const [camera, setCamera] = useState<CameraState>('off');
  const [pasted, setPasted] = useState('');

  function stop() {
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
    setCamera((state) => (state === 'on' || state === 'starting' ? 'off' : state));
  }

  useEffect(() => stop, []);

  useEffect(() => {
    if (camera !== 'on' || !video.current || !canvas.current) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void createFrameReader(video.current, canvas.current).then((read) => {
      const tick = async () => {
        if (stopped) return;
        const text = await read();
        const now = Date.now();
        if (text && (last.current?.text !== text || now - last.current.at > repeatWindowMs)) {
          last.current = { text, at: now };
          await onScan(text);
        }
        timer = setTimeout(tick, frameIntervalMs);
      };
      void tick();
    });
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [camera, onScan]);

  async function start() {
    if (!navigator.mediaDevices?.getUserMedia) {
      setCamera('unavailable');
      return;
    }
    setCamera('starting');
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'environment' },
        audio: false,
      });
      if (video.current) {
        video.current.srcObject = stream.current;
        await video.current.play();
      }
      setCamera('on');
    } catch {
      setCamera('denied');
    }
  }

  async function submitPasted(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pasted.trim() === '') return;
    await onScan(pasted.trim());
    setPasted('');
  }

  const running = camera === 'on' || camera === 'starting';
  return (
    <section className={styles.scanner} aria-labelledby="qr-scanner-title">
      <h2 id="qr-scanner-title" className={appStyles.sectionTitle}>
        {t('events.scanner.title')}
      </h2>
      <p className={appStyles.text}>{t('events.scanner.intro')}</p>
      <div>
        <Button size="medium" variant={running ? 'secondary' : 'primary'} onClick={running ? stop : start}>
          {running ? t('events.scanner.stop') : t('events.scanner.start')}
        </Button>
      </div>
      {camera === 'unavailable' || camera === 'denied' ? (
        <p className={appStyles.notice.warning} role="status">
          {t(camera === 'denied' ? 'events.scanner.denied' : 'events.scanner.unavailable')}
        </p>
      ) : null}
      <video
        ref={video}
        className={running ? styles.video : styles.hidden}
        aria-label={t('events.scanner.video')}
        muted
        playsInline
      />
      <canvas ref={canvas} className={styles.hidden} />
      <form className={styles.pasteRow} onSubmit={submitPasted}>
        <TextField label={t('events.scanner.paste')} value={pasted} onChange={setPasted} />
        <Button type="submit" size="medium" variant="secondary">
          {t('events.scanner.check')}
        </Button>
      </form>
    </section>
  );
}
