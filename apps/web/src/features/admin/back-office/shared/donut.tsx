import { Pie, PieChart, ResponsiveContainer, Sector, Tooltip, type PieSectorShapeProps } from 'recharts';
import styles from './donut.module.css';

interface DonutSlice {
  id: string;
  name: string;
  value: number;
  color: string;
  /** Shown in the legend and the tooltip (an amount or a share). */
  display: string;
}

interface DonutProps {
  slices: readonly DonutSlice[];
  /** The chart's height (the expense donut is 220). */
  height: number;
  label: string;
  /** The highlighted slice; the others fade. */
  highlighted?: string | null;
  /** Clicking a slice or its legend entry. Without it the donut is read only. */
  onSelect?: (id: string) => void;
  testId?: string;
}

/** A donut (inner radius 55, outer 90) with a legend that also works from the keyboard. */
export function Donut({ slices, height, label, highlighted = null, onSelect, testId }: DonutProps) {
  const data = slices.filter((slice) => slice.value > 0).map((slice) => ({ ...slice, fill: slice.color }));
  const dimmed = (id: string) => highlighted !== null && highlighted !== id;
  const shape = (props: PieSectorShapeProps) => {
    const slice = data[props.index];
    return <Sector {...props} fillOpacity={slice && dimmed(slice.id) ? 0.28 : 1} stroke="#ffffff" strokeWidth={2} />;
  };
  return (
    <div className={styles.wrap} data-testid={testId}>
      <div className={styles.donut}>
        <div className={styles.chart} style={{ height }} role="img" aria-label={label}>
          <ResponsiveContainer width="100%" height="100%">
            <PieChart accessibilityLayer={false}>
              <Pie
                data={data}
                dataKey="value"
                nameKey="name"
                innerRadius={55}
                outerRadius={90}
                paddingAngle={1}
                isAnimationActive={false}
                rootTabIndex={-1}
                shape={shape}
                onClick={onSelect ? (_sector, index) => data[index] && onSelect(data[index].id) : undefined}
                style={onSelect ? { cursor: 'pointer' } : undefined}
              />
              <Tooltip formatter={(_value, _name, item) => [(item.payload as DonutSlice).display, (item.payload as DonutSlice).name]} />
            </PieChart>
          </ResponsiveContainer>
        </div>
        <ul className={styles.legend}>
          {slices.map((slice) => (
            <li key={slice.id} data-dimmed={dimmed(slice.id)} data-testid="donut-legend-item" data-slice={slice.id}>
              {onSelect ? (
                <button type="button" className={styles.entry} aria-pressed={highlighted === slice.id} onClick={() => onSelect(slice.id)}>
                  <LegendText slice={slice} />
                </button>
              ) : (
                <span className={styles.entry}>
                  <LegendText slice={slice} />
                </span>
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function LegendText({ slice }: { slice: DonutSlice }) {
  return (
    <>
      <span className={styles.swatch} style={{ background: slice.color }} aria-hidden="true" />
      <span className={styles.name}>{slice.name}</span>
      <span className={styles.value}>{slice.display}</span>
    </>
  );
}
