import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Letter audio that plays only on a tap (call `play` from a click or key handler: tablets refuse
 * audio that no gesture started). When a file cannot play (no sound, blocked, offline) the test
 * goes on and `unavailable` turns true so the page can say so.
 */
export function useAudio() {
  const current = useRef<HTMLAudioElement | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const [playing, setPlaying] = useState<string | null>(null);

  const play = useCallback((src: string) => {
    current.current?.pause();
    let audio: HTMLAudioElement;
    try {
      audio = new Audio(src);
    } catch {
      setUnavailable(true);
      return;
    }
    current.current = audio;
    setPlaying(src);
    audio.onended = () => {
      if (current.current === audio) setPlaying(null);
    };
    let started: Promise<void> | undefined;
    try {
      started = audio.play();
    } catch {
      setUnavailable(true);
      setPlaying(null);
      return;
    }
    // Old browsers return nothing; new ones a promise that rejects when the file cannot play.
    void Promise.resolve(started).then(
      () => setUnavailable(false),
      (err: unknown) => {
        if (current.current === audio) setPlaying(null);
        // A newer tap paused this one: that is not a failure.
        if ((err as { name?: string } | null)?.name === 'AbortError') return;
        setUnavailable(true);
      },
    );
  }, []);

  useEffect(
    () => () => {
      current.current?.pause();
      current.current = null;
    },
    [],
  );

  return { play, unavailable, playing };
}
