<?php
/**
 * The headless theme's supports: menus at the site's four locations (the plugin registers them), titles, featured images.
 *
 * @package Masthead
 */

add_action(
	'after_setup_theme',
	function () {
		add_theme_support( 'title-tag' );
		add_theme_support( 'post-thumbnails' );
		add_theme_support( 'menus' );
	}
);
