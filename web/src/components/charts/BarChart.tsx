import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  Tooltip,
  type ChartData,
  type ChartOptions,
} from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { axisLabel, barColour, chartHeight, type BarData } from './bars.js';

// Only what horizontal bars need, so the chart's chunk stays small.
ChartJS.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

export interface BarChartProps {
  data: BarData;
  /** the canvas's accessible name (it is an image; the figures are in the table beside it) */
  label: string;
}

/** Horizontal bars of counts per category; several series are grouped, with a legend. */
export default function BarChart({ data, label }: BarChartProps) {
  const reducedMotion = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const grouped = data.series.length > 1;
  const chartData: ChartData<'bar', number[], string> = {
    labels: data.categories,
    datasets: data.series.map((series, index) => ({
      label: series.label,
      data: series.values,
      backgroundColor: barColour(index),
      borderRadius: 3,
      maxBarThickness: 28,
    })),
  };
  const options: ChartOptions<'bar'> = {
    indexAxis: 'y',
    responsive: true,
    maintainAspectRatio: false,
    animation: reducedMotion ? false : undefined,
    scales: {
      x: { beginAtZero: true, ticks: { precision: 0 } },
      y: { ticks: { callback: (_value, index) => axisLabel(data.categories[index] ?? '') }, grid: { display: false } },
    },
    plugins: {
      legend: { display: grouped, position: 'bottom' },
    },
  };
  return (
    <div className="bar-figure__chart" style={{ height: `${chartHeight(data)}px` }}>
      <Bar data={chartData} options={options} role="img" aria-label={label} />
    </div>
  );
}
