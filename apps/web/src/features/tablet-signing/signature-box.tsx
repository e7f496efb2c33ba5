import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import SignaturePad from 'signature_pad';
import { inkVerdict, measureRgbaInk } from '@studiolo/contracts';

/** How much was drawn: nothing, not yet a signature (a dot, a tick), or enough to confirm. */
export type InkState = ReturnType<typeof inkVerdict>;

export interface SignatureBoxHandle {
  /** The drawn signature as a PNG data URL, or null when nothing is drawn. */
  png(): string | null;
  clear(): void;
}

/**
 * A box to sign in with a finger (signature_pad). Only the image is kept: no pressure, speed or
 * timing of the stroke (biometric data, GDPR art. 9). The canvas follows its box's size. After each
 * stroke it measures the ink on the canvas with the server's rule (@studiolo/contracts' inkVerdict),
 * on the very pixels the PNG will carry.
 */
export function SignatureBox({
  label,
  onChange,
  ref,
}: {
  label: string;
  onChange: (ink: InkState) => void;
  ref: Ref<SignatureBoxHandle>;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const signaturePad = new SignaturePad(element, { penColor: '#0f172a', minWidth: 1, maxWidth: 2.5 });
    pad.current = signaturePad;
    const size = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const { width, height } = element.getBoundingClientRect();
      if (!width || !height) return;
      element.width = Math.round(width * ratio);
      element.height = Math.round(height * ratio);
      element.getContext('2d')?.scale(ratio, ratio);
      signaturePad.clear();
      changed.current('none');
    };
    size();
    const observer = new ResizeObserver(size);
    observer.observe(element);
    const ended = () => {
      const { width, height } = element;
      const pixels = element.getContext('2d')?.getImageData(0, 0, width, height).data;
      changed.current(pixels ? inkVerdict(measureRgbaInk(pixels, width, height), width) : 'none');
    };
    signaturePad.addEventListener('endStroke', ended);
    return () => {
      observer.disconnect();
      signaturePad.removeEventListener('endStroke', ended);
      signaturePad.off();
      pad.current = null;
    };
  }, []);

  useImperativeHandle(ref, () => ({
    png: () => (pad.current && !pad.current.isEmpty() ? pad.current.toDataURL('image/png') : null),
    clear: () => {
      pad.current?.clear();
      changed.current('none');
    },
  }));

  return (
    <canvas
      ref={canvas}
      role="img"
      aria-label={label}
      className="h-48 w-full touch-none rounded-xl border-2 border-dashed border-slate-400 bg-white"
    />
  );
}
