import { useId, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './guest.module.css';

const WIDTH = 600;
const HEIGHT = 180;

/**
 * The house rules' signature: drawn with a finger or the mouse on a canvas, or written from the
 * typed name (so a keyboard signs too). Reports the drawing as a PNG data URL, null when blank.
 */
export function SignaturePad({ typedName, onChange }: { typedName: string; onChange: (png: string | null) => void }) {
  const { t } = useTranslation('guest');
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [signed, setSigned] = useState(false);
  const hintId = useId();

  const context = () => {
    const pen = canvas.current!.getContext('2d')!;
    pen.lineWidth = 3;
    pen.lineCap = 'round';
    pen.lineJoin = 'round';
    pen.strokeStyle = '#1f2a24';
    pen.fillStyle = '#1f2a24';
    return pen;
  };
  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = canvas.current!.getBoundingClientRect();
    return [((event.clientX - box.left) / box.width) * WIDTH, ((event.clientY - box.top) / box.height) * HEIGHT] as const;
  };
  const finish = () => {
    setSigned(true);
    onChange(canvas.current!.toDataURL('image/png'));
  };
  const clear = () => {
    context().clearRect(0, 0, WIDTH, HEIGHT);
    setSigned(false);
    onChange(null);
  };
  const signTyped = () => {
    const pen = context();
    pen.clearRect(0, 0, WIDTH, HEIGHT);
    pen.font = 'italic 48px "Cormorant Garamond", serif';
    pen.textBaseline = 'middle';
    pen.fillText(typedName.trim(), 24, HEIGHT / 2, WIDTH - 48);
    finish();
  };

  return (
    <div className={styles.field}>
      <p className={styles.label}>{t('checkIn.signature')}</p>
      <canvas
        ref={canvas}
        className={styles.signature}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label={signed ? t('checkIn.signed') : t('checkIn.signature')}
        aria-describedby={hintId}
        data-testid="signature-pad"
        onPointerDown={(event) => {
          drawing.current = true;
          canvas.current!.setPointerCapture(event.pointerId);
          const [x, y] = point(event);
          const pen = context();
          pen.beginPath();
          pen.moveTo(x, y);
        }}
        onPointerMove={(event) => {
          if (!drawing.current) return;
          const [x, y] = point(event);
          const pen = context();
          pen.lineTo(x, y);
          pen.stroke();
        }}
        onPointerUp={() => {
          if (!drawing.current) return;
          drawing.current = false;
          finish();
        }}
      />
      <p id={hintId} className={styles.meta}>
        {t('checkIn.signatureHint')}
      </p>
      <div className={styles.actions}>
        <button type="button" className={`button button-quiet ${styles.small}`} onClick={signTyped} disabled={typedName.trim() === ''}>
          {t('checkIn.signTyped')}
        </button>
        <button type="button" className={`button button-quiet ${styles.small}`} onClick={clear} disabled={!signed}>
          {t('checkIn.clearSignature')}
        </button>
      </div>
    </div>
  );
}
