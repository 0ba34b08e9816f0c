// The end of a screenshot request on several devices: each device's screenshot, to open one by one.
export default {
  dm: {
    screenshotReport: {
      title: 'Requested screenshots',
      hint: 'Each display sends its new screenshot in a moment. Open one to see it as soon as it arrives.',
      view: 'View',
      viewOf: 'View the screenshot of %{name}',
    },
  },
};
