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
import type { CasesDiagram } from '@contracts/dashboard.js';
import { useT } from '../../i18n/i18n.js';
import type { LanguageCode } from '../../i18n/i18n.js';
import { DIAGRAM_START_MS, dayLabel, monthLabel, quarterTicks } from './dashboard-rules.js';

// Only what a line over a linear axis needs, so this screen's chunk stays small.
ChartJS.register(LineController, LineElement, PointElement, LinearScale, Tooltip, Filler);

const PRIMARY = '#24695c';

export interface CasesChartProps {
  points: CasesDiagram;
  language: LanguageCode;
}

/**
 * The line of new cases per week since 1 October 2022. The canvas is an image named by its label; the same
 * figures are in the table beside it for screen readers.
 */
export default function CasesChart({ points, language }: CasesChartProps) {
  const t = useT();
  const reducedMotion = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const last = points.at(-1)?.[0] ?? DIAGRAM_START_MS;
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
        min: DIAGRAM_START_MS,
        max: last,
        afterBuildTicks: (axis) => {
          axis.ticks = quarterTicks(axis.min, axis.max).map((value) => ({ value }));
        },
        ticks: { callback: (value) => monthLabel(Number(value), language), maxRotation: 0, autoSkip: true },
        grid: { display: false },
      },
      y: { beginAtZero: true, ticks: { precision: 0 } },
    },
    plugins: {
      legend: { display: false },
      tooltip: {
        callbacks: { title: (items) => (items[0] ? `${t('dashboard.chart.week')} ${dayLabel(items[0].parsed.x ?? 0, language)}` : '') },
      },
    },
  };
  return (
    <div className="dashboard__chart">
      <Line data={data} options={options} role="img" aria-label={t('dashboard.chart.label')} />
    </div>
  );
}
