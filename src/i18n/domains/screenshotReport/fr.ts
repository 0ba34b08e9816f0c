export default {
  dm: {
    screenshotReport: {
      title: "Captures d'écran demandées",
      hint: "Chaque écran envoie sa nouvelle capture d'écran dans un instant. Ouvrez-en une pour la voir dès qu'elle arrive.",
      view: 'Voir',
      viewOf: "Voir la capture d'écran de %{name}",
    },
  },
};
