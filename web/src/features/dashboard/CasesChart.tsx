import {
  Chart as ChartJS,
  Filler,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartData,
  type ChartOptions,
} from 'chart.js';
import { Line } from 'react-chartjs-2';
import { useT } from '../../i18n/i18n.js';
import type { LanguageCode } from '../../i18n/i18n.js';
import type { ChartSeries } from './chart-series.js';
import { dayLabel, longDayLabel, monthLabel, monthTicks } from './dashboard-rules.js';

// Only what a line over a linear axis needs, so this screen's chunk stays small.
ChartJS.register(LineController, LineElement, PointElement, LinearScale, Tooltip, Filler);

const PRIMARY = '#24695c';

/** A month on the axis for a year of days, a quarter for the longer ranges of weeks. */
const TICK_MONTHS = { day: 1, week: 3 } as const;

export interface CasesChartProps {
  series: ChartSeries;
  language: LanguageCode;
}

/**
 * The line of new cases per day or week of the chosen range. The canvas is an image named by its label; the same
 * figures are in the table beside it for screen readers.
 */
export default function CasesChart({ series, language }: CasesChartProps) {
  const t = useT();
  const { interval, from, points } = series;
  const reducedMotion = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const last = points.at(-1)?.[0] ?? from;
  const pointLabel = (ms: number) => (interval === 'week' ? `${t('dashboard.chart.week')} ${dayLabel(ms)}` : dayLabel(ms));
  const data: ChartData<'line', Array<{ x: number; y: number }>> = {
    datasets: [
      {
        label: t('dashboard.chart.series'),
        data: points.map(([x, y]) => ({ x, y })),
        borderColor: PRIMARY,
        backgroundColor: 'rgb(36 105 92 / 15%)',
        fill: true,
        pointRadius: 0,
        pointHitRadius: 6,
        borderWidth: 2,
        tension: 0.2,
      },
    ],
  };
  const options: ChartOptions<'line'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: reducedMotion ? false : undefined,
    interaction: { mode: 'nearest', axis: 'x', intersect: false },
    scales: {
      x: {
        type: 'linear',
        min: from,
        max: last,
        afterBuildTicks: (axis) => {
          axis.ticks = monthTicks(axis.min, axis.max, TICK_MONTHS[interval]).map((value) => ({ value }));
        },
        ticks: { callback: (value) => monthLabel(Number(value), language), maxRotation: 0, autoSkip: true, autoSkipPadding: 16 },
        grid: { display: false },
      },
      y: { beginAtZero: true, ticks: { precision: 0 } },
    },
    plugins: {
      legend: { display: false },
      tooltip: {
        callbacks: { title: (items) => (items[0] ? pointLabel(items[0].parsed.x ?? from) : '') },
      },
    },
  };
  return (
    <div className="dashboard__chart">
      <Line
        data={data}
        options={options}
        role="img"
        aria-label={t(`dashboard.chart.label.${interval}`, { date: longDayLabel(from, language) })}
      />
    </div>
  );
}
