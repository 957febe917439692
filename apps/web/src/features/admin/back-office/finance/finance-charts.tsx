import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_COLOURS } from '@prana/catalogue';
import { formatIdr, formatMillionsAxis, monthName, type Lang } from '@prana/domain';
import { clickedMonth, type ChartRow } from './finance-series.ts';
import styles from './finance.module.css';

interface ChartProps {
  rows: readonly ChartRow[];
  year: number;
  overlayYear: number | null;
  lang: Lang;
  /** A point or a bar was clicked: focus that month. */
  onFocus: (month: number) => void;
}

const GRID = 'rgb(31 42 36 / 0.1)';
/** The ink and size of every axis's ticks and label. */
const AXIS_TEXT = { fill: '#5f5950', fontSize: 12 };
const MARGIN = { top: 8, right: 16, bottom: 28, left: 16 };
/** Room under the legend (measured, so two lines on a phone fit) for the top tick label. */
const LEGEND_STYLE = { paddingBottom: 12 };

// A click anywhere in a month's column focuses the month the tooltip shows (mouse). A point or a
// bar also focuses its own month directly, which is what a tap on a tablet (no hover) relies on.
// Lines draw no separate active dot: it sits in another layer, and swapping it in under the
// pointer would swallow the click on the point itself.
function clickHandler(rows: readonly ChartRow[], onFocus: (month: number) => void) {
  return (state: { activeTooltipIndex?: unknown }) => {
    const month = clickedMonth(rows, state.activeTooltipIndex);
    if (month !== null) onFocus(month);
  };
}

/** What recharts gives a dot to draw. */
interface DotDrawProps {
  cx?: number | null;
  cy?: number | null;
  index: number;
  payload?: unknown;
  stroke?: string;
}

function focusDot(radius: number, onFocus: (month: number) => void) {
  return function FocusDot(props: DotDrawProps) {
    const row = props.payload as ChartRow | undefined;
    if (props.cx == null || props.cy == null || !row) return <g key={`dot-${props.index}`} />;
    return (
      <g
        key={`dot-${props.index}`}
        className={styles.dot}
        onClick={(event) => {
          event.stopPropagation();
          onFocus(row.month);
        }}
      >
        <circle cx={props.cx} cy={props.cy} r={12} fill="transparent" />
        <circle className={styles.dotMark} cx={props.cx} cy={props.cy} r={radius} fill="#ffffff" stroke={props.stroke} strokeWidth={2} />
      </g>
    );
  };
}

function barClick(onFocus: (month: number) => void) {
  return (data: { payload?: unknown }, _index: number, event: { stopPropagation: () => void }) => {
    event.stopPropagation();
    const row = data.payload as ChartRow | undefined;
    if (row) onFocus(row.month);
  };
}

/** The months along the bottom, named in the reader's language. */
function monthAxis(label: string, lang: Lang) {
  return <XAxis dataKey="month" tick={AXIS_TEXT} tickFormatter={(month: number) => monthName(month, lang)} label={{ value: label, position: 'insideBottom', offset: -18, ...AXIS_TEXT }} />;
}

/** Rupiah in millions up the left side (`yAxisId` when the chart has a second axis). */
function millionsAxis(label: string, lang: Lang, yAxisId?: string) {
  return (
    <YAxis
      yAxisId={yAxisId}
      width={84}
      tick={AXIS_TEXT}
      tickFormatter={(value: number) => formatMillionsAxis(value, lang)}
      label={{ value: label, angle: -90, position: 'insideLeft', offset: 4, ...AXIS_TEXT, style: { textAnchor: 'middle' } }}
    />
  );
}

/** Legend text in ink, whatever the series colour (the sand bars would be unreadable). */
const legendText = (value: string) => <span className={styles.legendText}>{value}</span>;

/** Monthly revenue (height 280), the overlay year dashed, occupancy on a right axis when asked. */
export function RevenueChart({ rows, year, overlayYear, lang, onFocus, showOccupancy }: ChartProps & { showOccupancy: boolean }) {
  const { t } = useTranslation('backOffice');
  return (
    <figure className={styles.figure} data-testid="revenue-chart">
      <figcaption className={styles.caption}>{t('finance.revenueChart')}</figcaption>
      <ResponsiveContainer width="100%" height={280}>
        <LineChart data={[...rows]} margin={MARGIN} onClick={clickHandler(rows, onFocus)} style={{ cursor: 'pointer' }}>
          <CartesianGrid stroke={GRID} vertical={false} />
          {monthAxis(t('finance.axisMonth'), lang)}
          {millionsAxis(t('finance.axisRevenue'), lang, 'idr')}
          {showOccupancy ? (
            <YAxis
              yAxisId="pct"
              orientation="right"
              domain={[0, 100]}
              width={64}
              tick={AXIS_TEXT}
              tickFormatter={(value: number) => `${value}%`}
              label={{ value: t('finance.axisOccupancy'), angle: 90, position: 'insideRight', ...AXIS_TEXT, style: { textAnchor: 'middle' } }}
            />
          ) : null}
          <Tooltip
            labelFormatter={(month) => `${monthName(Number(month), lang, 'long')}`}
            formatter={(value, name, item) => [item.dataKey === 'occupancy' ? `${String(value)}%` : formatIdr(Number(value), lang), name]}
          />
          <Legend verticalAlign="top" wrapperStyle={LEGEND_STYLE} formatter={legendText} />
          <Line
            yAxisId="idr"
            type="monotone"
            dataKey="revenue"
            name={t('finance.revenueSeries', { year })}
            stroke={CHART_COLOURS.jungle}
            strokeWidth={2.5}
            dot={focusDot(3, onFocus)}
            activeDot={false}
            isAnimationActive={false}
          />
          {overlayYear !== null ? (
            <Line
              yAxisId="idr"
              type="monotone"
              dataKey="overlayRevenue"
              name={t('finance.revenueSeries', { year: overlayYear })}
              stroke={CHART_COLOURS.stone}
              strokeWidth={2}
              strokeDasharray="6 4"
              dot={focusDot(2, onFocus)}
              activeDot={false}
              isAnimationActive={false}
            />
          ) : null}
          {showOccupancy ? (
            <Line
              yAxisId="pct"
              type="monotone"
              dataKey="occupancy"
              name={t('finance.occupancySeries', { year })}
              stroke={CHART_COLOURS.terracotta}
              strokeWidth={2}
              dot={focusDot(2, onFocus)}
              activeDot={false}
              isAnimationActive={false}
            />
          ) : null}
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}

/** Average nightly rate bars (height 240), the overlay year beside them. */
export function AdrChart({ rows, year, overlayYear, lang, onFocus }: ChartProps) {
  const { t } = useTranslation('backOffice');
  return (
    <figure className={styles.figure} data-testid="adr-chart">
      <figcaption className={styles.caption}>{t('finance.adrChart')}</figcaption>
      <ResponsiveContainer width="100%" height={240}>
        <BarChart data={[...rows]} margin={MARGIN} onClick={clickHandler(rows, onFocus)} style={{ cursor: 'pointer' }}>
          <CartesianGrid stroke={GRID} vertical={false} />
          {monthAxis(t('finance.axisMonth'), lang)}
          {millionsAxis(t('finance.axisAdr'), lang)}
          <Tooltip labelFormatter={(month) => monthName(Number(month), lang, 'long')} formatter={(value, name) => [formatIdr(Number(value), lang), name]} />
          <Legend verticalAlign="top" wrapperStyle={LEGEND_STYLE} formatter={legendText} />
          <Bar
            dataKey="adr"
            name={t('finance.adrSeries', { year })}
            fill={CHART_COLOURS.moss}
            radius={[4, 4, 0, 0]}
            isAnimationActive={false}
            onClick={barClick(onFocus)}
          />
          {overlayYear !== null ? (
            <Bar
              dataKey="overlayAdr"
              name={t('finance.adrSeries', { year: overlayYear })}
              fill={CHART_COLOURS.sand}
              stroke={CHART_COLOURS.stone}
              radius={[4, 4, 0, 0]}
              isAnimationActive={false}
              onClick={barClick(onFocus)}
            />
          ) : null}
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
