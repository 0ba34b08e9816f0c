export default {
  dm: {
    fleetHealth: {
      caption:
        'Todos los dispositivos de la organización: la búsqueda y los filtros solo acotan la lista de abajo.',
      listed: 'La lista muestra %{number} de ellos.',
    },
  },
};
