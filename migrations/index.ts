import * as migration_20261121_095042_initial from './20261121_095042_initial';

export const migrations = [
  {
    up: migration_20261121_095042_initial.up,
    down: migration_20261121_095042_initial.down,
    name: '20261121_095042_initial'
  },
];
