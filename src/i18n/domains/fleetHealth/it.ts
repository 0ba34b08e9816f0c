// Didascalia del grafico dello stato della flotta (incompleta: manca ancora "listed").
export default {
  dm: {
    fleetHealth: {
      caption: 'Tutti i dispositivi del tenant: la ricerca e i filtri restringono solo l’elenco sottostante.',
    },
  },
};
