export default {
  dm: {
    screenshotReport: {
      title: 'Angeforderte Screenshots',
      hint: 'Jedes Display sendet seinen neuen Screenshot in Kürze. Öffnen Sie einen, um ihn zu sehen, sobald er da ist.',
      view: 'Ansehen',
      viewOf: 'Screenshot von %{name} ansehen',
    },
  },
};
